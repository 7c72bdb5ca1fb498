// The messages between the page (./client.ts) and the search worker (./worker.ts).
import type {RankedResult} from './types';

export type {CorpusUrls} from './download';

/** A corpus file the page downloaded (`url`, for messages), handed over as bytes: the quick part, then the text. */
export type LoadRequest = {kind: 'load'; part: 'quick' | 'full'; url: string; bytes: ArrayBuffer};
export type SearchRequest = {kind: 'search'; input: string; limit: number; within?: string};
export type WorkerRequest = (LoadRequest | SearchRequest) & {id: number};

/** `complete`: the answer searched the full text too. */
export type WorkerResponse = {id: number; ok: true; results?: RankedResult[]; complete?: boolean} | {id: number; ok: false; error: string};
