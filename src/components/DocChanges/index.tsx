// A doc page's "Changes by release" list (its heading is in the page's Markdown, for the table of contents; both come
// from src/plugins/release-changes/remark.ts). The list is static markup: the server renders it (./ServerList.tsx,
// which only the server bundle holds, with the change data); while the page hydrates, React leaves the server's copy
// alone, so neither the data nor the code that renders it is in the page's JavaScript. After a client-side
// navigation, the list is taken from the page's own static HTML.
import {lazy, Suspense, type ReactNode} from 'react';
import ServerList from '@doc-changes/server-list';
import KeepServerMarkup, {useMountedWhileHydrating} from '@site/src/components/KeepServerMarkup';

const BODY_CLASS = 'doc-changes-body';
// Needed only after a client-side navigation: in a chunk of its own, which a page opened from the server never loads.
const FetchedList = lazy(() => import('./FetchedList'));

/** One part of the list: the introduction (and a short list whole), or one year's entries (`year`). */
export default function DocChanges({route, year}: {route: string; year?: string}): ReactNode {
  const whileHydrating = useMountedWhileHydrating();
  if (ServerList) return <ServerList route={route} year={year} className={BODY_CLASS} />;
  if (whileHydrating) return <KeepServerMarkup className={BODY_CLASS} />;
  return (
    <Suspense fallback={<div className={BODY_CLASS} />}>
      <FetchedList route={route} part={year ?? 'intro'} className={BODY_CLASS} />
    </Suspense>
  );
}
