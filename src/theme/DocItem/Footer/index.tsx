// Wraps DocItem/Footer to show the release a doc was checked against (`checked_against`) beside its last-updated line,
// and the files its facts were read from (`sources`) under it.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Footer from '@theme-original/DocItem/Footer';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CheckedAgainst, {CheckedAgainstContext} from '@site/src/components/CheckedAgainst';
import PageSources from '@site/src/components/PageSources';
import type {SourceLinkGroup} from '@site/src/utils/sources';

export default function DocItemFooterWrapper(): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const release = (frontMatter as {checked_against?: unknown}).checked_against;
  const checked = typeof release === 'string' ? release : undefined;
  // Resolved at build time from the `sources` front matter (src/plugins/lean-docs).
  const sources = (metadata as {sourceLinks?: SourceLinkGroup[]}).sourceLinks ?? [];
  // Without a last-updated date (no git history), the theme shows no date row for the release to sit in.
  const ownLine = checked && !metadata.lastUpdatedAt && !metadata.lastUpdatedBy;
  return (
    <CheckedAgainstContext.Provider value={ownLine ? undefined : checked}>
      <Footer />
      {(ownLine || sources.length > 0) && (
        <footer className={clsx(ThemeClassNames.docs.docFooter, 'margin-top--sm', 'doc-sources')}>
          {ownLine && <CheckedAgainst release={checked} />}
          <PageSources groups={sources} />
        </footer>
      )}
    </CheckedAgainstContext.Provider>
  );
}
