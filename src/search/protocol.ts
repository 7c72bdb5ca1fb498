// The messages between the page (./client.ts) and a search worker (./worker.ts).
import type {RankedResult} from './types';

export type CorpusUrls = {quick: string; full: string};

/** `quickText`: the quick file as the first worker downloaded it, so the second one does not download it again. */
export type LoadRequest = {kind: 'load'; urls: CorpusUrls; full: boolean; quickText?: string};
export type SearchRequest = {kind: 'search'; input: string; limit: number; within?: string};
export type WorkerRequest = (LoadRequest | SearchRequest) & {id: number};

export type WorkerResponse =
  | {id: number; ok: true; results?: RankedResult[]; quickText?: string}
  | {id: number; ok: false; error: string};
