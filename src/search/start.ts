// Starting the search: the quick file's download and the worker, before the code that asks searches is in. In a small
// chunk of its own (no page carries it in its first-load JavaScript): the search bar's shell (src/theme/SearchBar)
// loads it at the first focus, hover, touch or mod+K, beside the suggestions' chunk; the search page opened from the
// server (the one page that preloads the quick file, src/plugins/search) starts as its code loads, before it hydrates,
// so that the worker is in, and the quick part indexed, by the time the page asks its first search.
import {corpusUrls, startDownload, startWorker} from './download';

let started = false;

/**
 * Starts the quick file's download and, beside it, the search client and its worker (./client.ts loadSearch), once
 * per page load. Nothing is reported here: a page that names no corpus, or a failed download or chunk, is reported by
 * the search bar or page when they ask (and their retry starts again).
 */
export function startSearch(): void {
  if (started) return;
  started = true;
  let quick: string;
  try {
    quick = corpusUrls().quick;
  } catch {
    return;
  }
  startDownload(quick);
  startWorker();
  import('./client').then(({loadSearch}) => loadSearch()).catch(() => undefined);
}

/** On the search page as the server sent it (it preloads the quick file), starts the search; elsewhere nothing. */
export function startOnSearchPage(): void {
  if (typeof document === 'undefined') return;
  let preloaded = false;
  try {
    preloaded = document.querySelector(`link[rel="preload"][href="${CSS.escape(corpusUrls().quick)}"]`) !== null;
  } catch {
    // No corpus named (or no CSS.escape): nothing to start.
  }
  if (preloaded) startSearch();
}
