import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {SourceLinkGroup} from '@site/src/utils/sources';
import {encodePath, sourceLabel} from '@site/src/utils/sourcePaths';
import styles from './styles.module.css';

/** "Sources: `light/__init__.py` (core 2026.8)": the files a doc's facts were read from, linked at the release's pin. */
export default function PageSources({groups}: {groups: readonly SourceLinkGroup[]}): ReactNode {
  const count = groups.reduce((total, group) => total + group.paths.length, 0);
  if (count === 0) return null;
  return (
    <p className={styles.sources}>
      {count === 1 ? 'Source: ' : 'Sources: '}
      {groups.map(({repo, release, base, paths}, groupIndex) => (
        <span key={repo}>
          {groupIndex > 0 && '; '}
          {paths.map((path, index) => (
            <span key={path}>
              {index > 0 && ', '}
              {/* Link opens an external address as the site's other external links: a new tab, noopener noreferrer. */}
              <Link href={base + encodePath(path)} title={`${repo}:${path}`}>
                <code>{sourceLabel({path})}</code>
              </Link>
            </span>
          ))}{' '}
          ({repo} {release})
        </span>
      ))}
    </p>
  );
}
