// The page's side of search: starts the workers (./worker.ts) and passes searches to them. A first worker builds the
// quick part of the index (titles, headings, descriptions, code names) and answers at once; a second one builds the
// full text's index beside it and takes over when it is done, so no search waits for an index being built.
// Searches of one channel (the search bar, the search page) never queue up behind each other: while one is being
// answered, only the newest one asked meanwhile waits; the older ones are answered with null at once.
import type {RankedResult} from './types';
import type {CorpusUrls, LoadRequest, SearchRequest, WorkerRequest, WorkerResponse} from './protocol';

export type SearchAnswer = {results: RankedResult[]; complete: boolean};

export class SearchLoadError extends Error {
  override name = 'SearchLoadError';
}

declare const __SEARCH_CORPUS__: CorpusUrls;

type Pending = {resolve: (response: WorkerResponse) => void};

class WorkerHandle {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor() {
    this.worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
    this.worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      const entry = this.pending.get(event.data.id);
      this.pending.delete(event.data.id);
      entry?.resolve(event.data);
    });
    // A worker that fails to start or crashes answers every open request with an error.
    this.worker.addEventListener('error', (event) => this.failAll(event.message || 'the search worker stopped'));
  }

  request(message: LoadRequest | SearchRequest): Promise<WorkerResponse> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, {resolve});
      this.worker.postMessage({...message, id} as WorkerRequest);
    });
  }

  private failAll(error: string): void {
    for (const [id, entry] of this.pending) entry.resolve({id, ok: false, error});
    this.pending.clear();
  }

  terminate(): void {
    this.failAll('the search worker was replaced');
    this.worker.terminate();
  }
}

let quickWorker: WorkerHandle | undefined;
let fullWorker: WorkerHandle | undefined;
let quickReady: Promise<void> | undefined;
let fullReady: Promise<void> | undefined;
let fullDone = false;

/** The quick file's text, from the first worker: the second one builds from it instead of downloading it again. */
let quickText: string | undefined;

async function loadWorker(handle: WorkerHandle, full: boolean): Promise<void> {
  const response = await handle.request({kind: 'load', urls: __SEARCH_CORPUS__, full, ...(full && quickText !== undefined ? {quickText} : {})});
  if (!response.ok) throw new SearchLoadError(response.error);
  if (!full && response.quickText !== undefined) quickText = response.quickText;
}

/** Starts downloading the index, quick part first; resolves when the quick part answers. A call after a failure retries. */
export function loadSearch(): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.reject(new SearchLoadError('this browser cannot run the search'));
  if (!quickReady) {
    quickWorker ??= new WorkerHandle();
    quickReady = loadWorker(quickWorker, false);
    // The full index starts once the quick one answers; its failure is reported to whoever waits for it.
    quickReady.then(() => void startFull().catch(() => undefined), () => {
      quickWorker?.terminate();
      quickWorker = undefined;
      quickReady = undefined;
    });
  }
  return quickReady;
}

function startFull(): Promise<void> {
  if (!fullReady) {
    fullWorker ??= new WorkerHandle();
    fullReady = loadWorker(fullWorker, true);
    fullReady.then(
      () => {
        fullDone = true;
        quickText = undefined;
        // Everything is answered by the full worker from now on.
        quickWorker?.terminate();
        quickWorker = undefined;
      },
      () => {
        fullWorker?.terminate();
        fullWorker = undefined;
        fullReady = undefined;
      },
    );
  }
  return fullReady;
}

/** Resolves once the full index is in; rejects with a SearchLoadError when it cannot load (a later call retries). */
export async function fullIndexReady(): Promise<void> {
  await loadSearch();
  await startFull();
}

type Channel = {busy: boolean; waiting?: {run: () => void; drop: () => void}};
const channels = new Map<string, Channel>();

async function ask(input: string, limit: number, within: string | undefined): Promise<SearchAnswer> {
  await loadSearch();
  const complete = fullDone;
  const handle = complete ? fullWorker : quickWorker;
  if (!handle) throw new SearchLoadError('search is not loaded');
  const response = await handle.request({kind: 'search', input, limit, within});
  if (!response.ok) {
    // The quick worker was replaced while answering: the full one answers instead.
    if (!complete && fullDone) return ask(input, limit, within);
    throw new SearchLoadError(response.error);
  }
  return {results: response.results ?? [], complete};
}

/**
 * The pages that answer `input`, best first, at most `limit`, only under `within` (a URL path) when given. Of the
 * calls of one channel made while a search of it runs, only the last is answered; the others resolve with null.
 */
export function searchSite(
  input: string,
  {limit, within, channel = 'bar'}: {limit: number; within?: string; channel?: string},
): Promise<SearchAnswer | null> {
  let state = channels.get(channel);
  if (!state) channels.set(channel, (state = {busy: false}));
  const lane = state;
  return new Promise<SearchAnswer | null>((resolve, reject) => {
    const run = () => {
      lane.busy = true;
      ask(input, limit, within)
        .then(resolve, reject)
        .finally(() => {
          lane.busy = false;
          const next = lane.waiting;
          lane.waiting = undefined;
          next?.run();
        });
    };
    if (!lane.busy) return run();
    lane.waiting?.drop();
    lane.waiting = {run, drop: () => resolve(null)};
  });
}
