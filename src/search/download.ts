// The corpus files' downloads, on the page's thread, and the search worker. ./start.ts starts both early (at the search
// bar's first focus, or at once on the search page); the client (./client.ts) takes them over. Kept small: it is in
// the chunk the search bar loads at its first focus, before the rest of the search.
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
    throw error instanceof SearchLoadError
      ? error
      : new SearchLoadError(`search corpus: ${url}: ${error instanceof Error ? error.message : String(error)}`);
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

/** A worker started early (./start.ts), and whether it failed to start meanwhile (its error came before any listener). */
type EarlyWorker = {worker: Worker; failed: boolean};
let early: EarlyWorker | undefined;
// The name is SEARCH_WORKER_NAME (./types.ts), written out: the bundler names the worker's chunk from a literal only.
const newWorker = () => new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});

/** Starts the search worker, so that its script loads while the client's chunk does; once per page load. */
export function startWorker(): void {
  if (early || typeof Worker === 'undefined') return;
  const started: EarlyWorker = {worker: newWorker(), failed: false};
  started.worker.addEventListener('error', () => (started.failed = true), {once: true});
  early = started;
}

/** The worker started early, taken once, or a new one (also in place of one that failed to start). */
export function takeWorker(): Worker {
  const started = early;
  early = undefined;
  if (started && !started.failed) return started.worker;
  started?.worker.terminate();
  return newWorker();
}
