// The corpus files' downloads, on the page's thread. The search bar's shell (src/theme/SearchBar), on every page,
// starts the quick file's at the first focus, hover, touch or mod+K, while the suggestions' chunk and the worker load;
// the client (./client.ts) takes it over. Kept small: it is in every page's first-load JavaScript.
import {CORPUS_META} from './types';

export class SearchLoadError extends Error {
  override name = 'SearchLoadError';
}

export type CorpusUrls = {quick: string; full: string};

/** The corpus files of this build, as the page gives them (src/plugins/search names them by their content). */
export function corpusUrls(): CorpusUrls {
  const [quick, full] = document.querySelector(`meta[name="${CORPUS_META}"]`)?.getAttribute('content')?.split(' ') ?? [];
  if (!quick || !full || !quick.endsWith('.json')) throw new SearchLoadError('search corpus: this page names no corpus files');
  return {quick, full};
}

/** A corpus file's bytes; a SearchLoadError for a file elsewhere, an HTTP error or a failed or cut download. */
async function download(url: string): Promise<ArrayBuffer> {
  // Only the site's own files: the URL comes from the build.
  if (new URL(url, location.href).origin !== location.origin) throw new SearchLoadError(`search corpus: ${url} is not on this site`);
  try {
    const response = await fetch(url);
    if (!response.ok) throw new SearchLoadError(`search corpus: ${url}: HTTP ${response.status}`);
    return await response.arrayBuffer();
  } catch (error) {
    throw error instanceof SearchLoadError ? error : new SearchLoadError(`search corpus: ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const started = new Map<string, Promise<ArrayBuffer>>();
const requested = new Set<string>();

/** Starts downloading `url` once per page load; nothing is reported here (the client reports what fails, and retries). */
export function startDownload(url: string): void {
  if (requested.has(url)) return;
  requested.add(url);
  const bytes = download(url);
  bytes.catch(() => undefined);
  started.set(url, bytes);
}

/** The download of `url` started earlier, or a new one: each is taken once (its bytes go to the worker). */
export function takeDownload(url: string): Promise<ArrayBuffer> {
  const bytes = started.get(url) ?? download(url);
  started.delete(url);
  return bytes;
}

/** Starts the quick file's download, for a page that names it (a page of the build); else nothing. */
export function startQuickDownload(): void {
  try {
    startDownload(corpusUrls().quick);
  } catch {
    // No corpus named: the client says so when it loads.
  }
}
