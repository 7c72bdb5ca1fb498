import {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {
  AUDIENCES,
  CHANGES_PAGE_DESCRIPTION,
  affectsAny,
  audiencesFromQuery,
  dueAfter,
  groupByRelease,
  type Audience,
  type ChangeEntry,
} from '@site/src/plugins/release-changes/changes';
import {DOCS_RELEASE} from '@site/config/release';
import type {ChangesDocIndex} from '@site/src/plugins/lean-blog';
import ChangeLabels from '@site/src/components/ChangeLabels';
import labelStyles from '@site/src/components/ChangeLabels/styles.module.css';
import styles from './styles.module.css';

const audienceKeys = Object.keys(AUDIENCES) as Audience[];

/** The doc pages a change concerns, as links: where its API is documented now. */
function DocLinks({entry, titles}: {entry: ChangeEntry; titles: Record<string, string>}): ReactNode {
  if (entry.docs.length === 0) return null;
  return (
    <span className={styles.docs}>
      {'Docs: '}
      {entry.docs.map((route, index) => (
        <span key={route}>
          {index > 0 && ', '}
          <Link to={route}>{titles[route] ?? route}</Link>
        </span>
      ))}
    </span>
  );
}

function ChangeItem({entry, removal, titles}: {entry: ChangeEntry; removal?: boolean; titles: Record<string, string>}): ReactNode {
  return (
    <li className={styles.item}>
      <Link to={entry.permalink}>{entry.summary ?? entry.title}</Link>{' '}
      {removal ? (
        <span className={labelStyles.labels}>
          <span className={clsx(labelStyles.label, labelStyles.removal)}>deprecated in {entry.release}</span>
          <span className={labelStyles.affects}>
            {'Affects: '}
            {entry.affects.map((audience) => AUDIENCES[audience]).join(', ')}
          </span>
        </span>
      ) : (
        <ChangeLabels change={entry} showRelease={false} />
      )}{' '}
      <DocLinks entry={entry} titles={titles} />
    </li>
  );
}

/** Links to the changes of each docs area (`/blog/changes/<area>`), the current one marked. */
function AreaLinks({areas, current}: {areas: ChangesDocIndex['areas']; current?: string}): ReactNode {
  if (areas.length === 0) return null;
  return (
    <nav className={styles.areas} aria-label="Docs areas">
      <span className={styles.areasLabel}>Docs area:</span>
      <ul>
        <li>
          <Link to="/blog/changes" aria-current={current ? undefined : 'page'}>
            All
          </Link>
        </li>
        {areas.map((area) => (
          <li key={area.slug}>
            <Link to={`/blog/changes/${area.slug}`} aria-current={current === area.slug ? 'page' : undefined}>
              {area.title} ({area.count})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Props = {changes: ChangeEntry[]; docIndex: ChangesDocIndex; area?: string};

/**
 * "Changes by release" (routes added by src/plugins/lean-blog from the posts' `change` front matter): every change at
 * `/blog/changes`, the changes of one docs area at `/blog/changes/<area>`.
 */
export default function ChangesByRelease({changes, docIndex, area}: Props): ReactNode {
  const areaTitle = docIndex.areas.find((candidate) => candidate.slug === area)?.title;
  const [audiences, setAudiences] = useState<Audience[]>([]);
  useEffect(() => setAudiences(audiencesFromQuery(window.location.search)), []);
  const toggle = (audience: Audience) => {
    const next = audiences.includes(audience) ? audiences.filter((a) => a !== audience) : [...audiences, audience];
    const ordered = audienceKeys.filter((key) => next.includes(key));
    setAudiences(ordered);
    const url = new URL(window.location.href);
    if (ordered.length > 0) url.searchParams.set('affects', ordered.join(','));
    else url.searchParams.delete('affects');
    window.history.replaceState(window.history.state, '', url);
  };
  const shown = useMemo(() => changes.filter((entry) => affectsAny(entry, audiences)), [changes, audiences]);
  const groups = useMemo(() => groupByRelease(shown), [shown]);
  const due = useMemo(() => dueAfter(shown, DOCS_RELEASE), [shown]);
  const title = areaTitle ? `Changes by release: ${areaTitle}` : 'Changes by release';
  return (
    <Layout
      title={title}
      description={
        areaTitle ? `The changes announced on the developer blog that concern the ${areaTitle} docs, by release.` : CHANGES_PAGE_DESCRIPTION
      }>
      <main className="container margin-vert--lg">
        <article className={styles.page}>
          <header>
            <Heading as="h1">{title}</Heading>
          </header>
          <div className="markdown">
            <p>
              What the developer blog announced, grouped by the Home Assistant release in which each change takes effect, and the release in
              which a deprecated way stops working. The docs describe Home Assistant {DOCS_RELEASE}. Each entry links to its post, which
              says what to change, and to the doc pages of the API it concerns.
              {areaTitle && ` This page lists the changes that concern the ${areaTitle} docs.`}
            </p>
            <AreaLinks areas={docIndex.areas} current={area} />
            <fieldset className={styles.filter}>
              <legend>Show changes that affect</legend>
              {audienceKeys.map((audience) => (
                <label key={audience} className={styles.option}>
                  <input type="checkbox" checked={audiences.includes(audience)} onChange={() => toggle(audience)} /> {AUDIENCES[audience]}
                </label>
              ))}
              <p className={styles.count} aria-live="polite">
                {audiences.length === 0 ? `All ${changes.length} changes` : `${shown.length} of ${changes.length} changes`}
              </p>
            </fieldset>
            <Heading as="h2" id="due-next">
              Due next
            </Heading>
            {due.length > 0 ? (
              <>
                <p>Removals after {DOCS_RELEASE}: code that still uses the old way breaks in the release named.</p>
                <ul className={styles.list}>
                  {due.map((entry) => (
                    <li key={`${entry.permalink}-${entry.summary ?? ''}`} className={styles.item}>
                      <strong>{entry.removal}</strong>: <Link to={entry.permalink}>{entry.summary ?? entry.title}</Link>{' '}
                      <ChangeLabels change={entry} /> <DocLinks entry={entry} titles={docIndex.titles} />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>No announced removal falls after {DOCS_RELEASE} for the chosen readers.</p>
            )}
            {groups.map((group) => (
              <section key={group.release}>
                <Heading as="h2" id={`release-${group.release.replace('.', '-')}`}>
                  Home Assistant {group.release}
                </Heading>
                {group.effective.length > 0 && (
                  <>
                    <Heading as="h3" id={`release-${group.release.replace('.', '-')}-changes`}>
                      Takes effect
                    </Heading>
                    <ul className={styles.list}>
                      {group.effective.map((entry) => (
                        <ChangeItem key={`${entry.permalink}-${entry.summary ?? ''}`} entry={entry} titles={docIndex.titles} />
                      ))}
                    </ul>
                  </>
                )}
                {group.removals.length > 0 && (
                  <>
                    <Heading as="h3" id={`release-${group.release.replace('.', '-')}-removals`}>
                      Stops working
                    </Heading>
                    <ul className={styles.list}>
                      {group.removals.map((entry) => (
                        <ChangeItem key={`${entry.permalink}-${entry.summary ?? ''}`} entry={entry} removal titles={docIndex.titles} />
                      ))}
                    </ul>
                  </>
                )}
              </section>
            ))}
            {groups.length === 0 && <p>No announced change affects the chosen readers.</p>}
          </div>
        </article>
      </main>
    </Layout>
  );
}
