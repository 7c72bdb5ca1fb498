// Docusaurus reloads the page when a route chunk fails during client-side navigation (PendingNavigation), but a
// chunk that fails on a page's first load leaves it un-hydrated (no search, no menus) with an unhandled rejection.
// This reloads such a page once, and shows the error with a Retry button when the failing load was already a reload.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const NOTICE_ID = 'chunk-load-error';

/** A script or CSS chunk that the bundler runtime could not fetch. */
function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    (reason as Error & {code?: string}).code === 'CSS_CHUNK_LOAD_FAILED' ||
    /^Loading (CSS )?chunk \S+ failed/.test(reason.message)
  );
}

/** The loop guard: this document came from a reload (ours, Docusaurus's or the reader's), so do not reload again. */
function loadedByReload(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload';
}

function showNotice(error: Error): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.className = 'alert alert--danger margin--md';
  const title = document.createElement('p');
  title.textContent = 'This page could not finish loading, so search and menus may not work.';
  const detail = document.createElement('p');
  detail.textContent = String(error);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--secondary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  notice.append(title, detail, retry);
  document.body.prepend(notice);
}

if (ExecutionEnvironment.canUseDOM) {
  let handled = false;
  window.addEventListener('unhandledrejection', (event) => {
    // After hydration, chunk failures belong to navigation, which Docusaurus already handles by reloading.
    const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    if (hydrated || !isChunkLoadError(event.reason)) return;
    event.preventDefault();
    if (handled) return;
    handled = true;
    if (loadedByReload()) showNotice(event.reason);
    else window.location.reload();
  });
}
