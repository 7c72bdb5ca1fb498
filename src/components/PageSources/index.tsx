import type {ReactNode} from 'react';
import {groupByRepo, sourceLabel, sourceUrl, type SourceRef} from '@site/src/utils/sources';
import {DOCS_RELEASE} from '@site/config/release';
import styles from './styles.module.css';

/** "Source: `light/__init__.py` (core 2026.8)": the files a doc's facts were read from, linked at the release's pin. */
export default function PageSources({sources}: {sources: readonly SourceRef[]}): ReactNode {
  if (sources.length === 0) return null;
  const groups = groupByRepo(sources);
  return (
    <p className={styles.sources}>
      {sources.length === 1 ? 'Source: ' : 'Sources: '}
      {groups.map(({repo, refs}, groupIndex) => (
        <span key={repo}>
          {groupIndex > 0 && '; '}
          {refs.map((ref, index) => (
            <span key={ref.path}>
              {index > 0 && ', '}
              <a href={sourceUrl(ref)} title={`${ref.repo}:${ref.path}`}>
                <code>{sourceLabel(ref)}</code>
              </a>
            </span>
          ))}{' '}
          ({repo} {DOCS_RELEASE})
        </span>
      ))}
    </p>
  );
}
