// The page's side of search: downloads the corpus, starts the search worker (./worker.ts) and passes searches to it.
// The worker builds the quick part's indexes (titles, headings, descriptions, code names) and answers from them at
// once; the text, downloaded meanwhile, is indexed in slices between searches, and from then on every answer is
// complete (SearchAnswer.complete). Searches of one channel (the search bar, the search page) never queue up behind
// each other: while one is being answered, only the newest one asked meanwhile waits; the older ones are answered with
// null at once.
import type {RankedResult} from './types';
import type {LoadRequest, SearchRequest, WorkerRequest, WorkerResponse} from './protocol';
import {corpusUrls, SearchLoadError, takeDownload, takeWorker, type CorpusUrls} from './download';

export {SearchLoadError} from './download';

export type SearchAnswer = {results: RankedResult[]; complete: boolean};

type Pending = {resolve: (response: WorkerResponse) => void};

class WorkerHandle {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor() {
    this.worker = takeWorker();
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
      // The corpus bytes are handed over, not copied.
      this.worker.postMessage({...message, id} as WorkerRequest, message.kind === 'load' ? [message.bytes] : []);
    });
  }

  private failAll(error: string): void {
    for (const [id, entry] of this.pending) entry.resolve({id, ok: false, error});
    this.pending.clear();
  }

  terminate(): void {
    this.failAll('the search worker was stopped');
    this.worker.terminate();
  }
}

let worker: WorkerHandle | undefined;
let quickReady: Promise<void> | undefined;
let fullBytes: Promise<ArrayBuffer> | undefined;
let fullReady: Promise<void> | undefined;

async function load(handle: WorkerHandle, part: 'quick' | 'full', url: string, bytes: Promise<ArrayBuffer>): Promise<void> {
  const response = await handle.request({kind: 'load', part, url, bytes: await bytes});
  if (!response.ok) throw new SearchLoadError(response.error);
}

/**
 * Starts downloading the corpus, quick part first, and the worker; resolves when the quick part answers (the text
 * follows). A call after a failure retries.
 */
export function loadSearch(): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.reject(new SearchLoadError('this browser cannot run the search'));
  if (!quickReady) {
    let urls: CorpusUrls;
    try {
      urls = corpusUrls();
    } catch (error) {
      return Promise.reject(error);
    }
    const handle = (worker ??= new WorkerHandle());
    // Started by the search bar at its first focus, as a rule (./download.ts).
    const quickBytes = takeDownload(urls.quick);
    // The text is downloaded once the quick part is in (on a slow connection the two would share it, and the first
    // answer would wait), while the worker indexes the quick part.
    fullBytes = quickBytes.then(() => takeDownload(urls.full));
    fullBytes.catch(() => undefined);
    quickReady = load(handle, 'quick', urls.quick, quickBytes);
    quickReady.then(
      () => void startFull().catch(() => undefined),
      () => {
        // Everything again on the next call: a new worker, both files.
        if (worker === handle) worker = undefined;
        handle.terminate();
        quickReady = undefined;
        fullBytes = undefined;
      },
    );
  }
  return quickReady;
}

function startFull(): Promise<void> {
  if (!fullReady && worker) {
    const handle = worker;
    const urls = corpusUrls();
    fullReady = load(handle, 'full', urls.full, (fullBytes ??= takeDownload(urls.full)));
    fullReady.catch(() => {
      // The quick part keeps answering; the next call downloads the text again.
      fullReady = undefined;
      fullBytes = undefined;
    });
  }
  return fullReady ?? Promise.reject(new SearchLoadError('search is not loaded'));
}

/** Resolves once the full text is indexed; rejects with a SearchLoadError when it cannot load (a later call retries). */
export async function fullIndexReady(): Promise<void> {
  await loadSearch();
  await startFull();
}

type Channel = {busy: boolean; waiting?: {run: () => void; drop: () => void}};
const channels = new Map<string, Channel>();

async function ask(input: string, limit: number, within: string | undefined): Promise<SearchAnswer> {
  await loadSearch();
  if (!worker) throw new SearchLoadError('search is not loaded');
  const response = await worker.request({kind: 'search', input, limit, within});
  if (!response.ok) throw new SearchLoadError(response.error);
  return {results: response.results ?? [], complete: response.complete ?? false};
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
