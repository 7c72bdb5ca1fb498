// Ejected (the original is three static paragraphs): the content lives in ./NotFoundPage.tsx, loaded on demand.
// Every doc page has the not-found content for unknown paths under /docs, and the areas list with its descriptions
// would be in each one's first-load JavaScript. The 404 page is rendered whole on the server; while it hydrates, React
// keeps that markup until the chunk is in. Only a client-side navigation to an unknown doc shows nothing for a moment.
import React, {lazy, Suspense} from 'react';
import type {Props} from '@theme/NotFound/Content';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

export default function NotFoundContent(props: Props): React.ReactElement {
  return (
    <Suspense fallback={null}>
      <NotFoundPage {...props} />
    </Suspense>
  );
}
