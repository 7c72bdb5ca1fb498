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
import ChangeLabels from '@site/src/components/ChangeLabels';
import labelStyles from '@site/src/components/ChangeLabels/styles.module.css';
import styles from './styles.module.css';

const audienceKeys = Object.keys(AUDIENCES) as Audience[];

function ChangeItem({entry, removal}: {entry: ChangeEntry; removal?: boolean}): ReactNode {
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
      )}
    </li>
  );
}

/** "Changes by release" (route added by src/plugins/lean-blog from the posts' `change` front matter). */
export default function ChangesByRelease({changes}: {changes: ChangeEntry[]}): ReactNode {
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
  const title = 'Changes by release';
  return (
    <Layout
      title={title}
      description={CHANGES_PAGE_DESCRIPTION}>
      <main className="container margin-vert--lg">
        <article className={styles.page}>
          <header>
            <Heading as="h1">{title}</Heading>
          </header>
          <div className="markdown">
            <p>
              What the developer blog announced, grouped by the Home Assistant release in which each change takes effect,
              and the release in which a deprecated way stops working. The docs describe Home Assistant {DOCS_RELEASE}.
              Each entry links to its post, which says what to change.
            </p>
            <fieldset className={styles.filter}>
              <legend>Show changes that affect</legend>
              {audienceKeys.map((audience) => (
                <label key={audience} className={styles.option}>
                  <input type="checkbox" checked={audiences.includes(audience)} onChange={() => toggle(audience)} />{' '}
                  {AUDIENCES[audience]}
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
                      <ChangeLabels change={entry} />
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
                        <ChangeItem key={`${entry.permalink}-${entry.summary ?? ''}`} entry={entry} />
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
                        <ChangeItem key={`${entry.permalink}-${entry.summary ?? ''}`} entry={entry} removal />
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
