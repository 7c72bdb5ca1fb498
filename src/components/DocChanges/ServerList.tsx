// The list as the server renders it, from the posts' change data: only the server bundle (and the development server)
// resolves `@doc-changes/server-list` to this module; the browser's bundle gets `null` (src/plugins/lean-blog).
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import docChanges from '@doc-changes/data';
import {DOCS_RELEASE} from '@site/config/release';
import DocChangesList from './List';

export default function ServerList({route, year, className}: {route: string; year?: string; className: string}): ReactNode {
  const changes = docChanges[route] ?? [];
  // The marks link to the entries, and the entries to their posts: the build's link checker sees them here (once per
  // page: the part without a year is always there).
  const brokenLinks = useBrokenLinks();
  if (!year) {
    for (const change of changes) {
      brokenLinks.collectAnchor(change.id);
      brokenLinks.collectLink(change.permalink);
    }
  }
  return (
    <div className={className} data-part={year ?? 'intro'}>
      <DocChangesList changes={changes} docsRelease={DOCS_RELEASE} year={year} />
    </div>
  );
}
