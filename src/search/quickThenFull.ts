// The search bar and the search page answer a query in the same two steps: what the quick part of the index finds, at
// once, then the complete answer once the full text is indexed (./client.ts). This is that sequence, once: the
// components say what each step does to what they show (the complete answer keeps the reader's place there,
// ./stableResults.ts; the list is busy until it comes).
import type {SearchAnswer} from './client';
import {SearchLoadError} from './download';

export type AnswerSteps = {
  /** The first answer: from the quick part, or already complete. */
  first(answer: SearchAnswer): void;
  /** The complete answer, which replaces the first one. */
  complete(answer: SearchAnswer): void;
  /** The full text could not load: the first answer is all there is (a later search tries the text again). */
  settle(): void;
  /** The search could not load (a SearchLoadError): the reader is offered a retry. */
  loadFailed(): void;
  /** The search failed otherwise: a query the search cannot take, which has no results. */
  unanswered(): void;
};

/**
 * Runs `search` for the first answer and, when that one is not complete, again once `fullIndexReady` resolves,
 * reporting each step to `steps`. The returned function stops it: nothing is reported after it is called (a newer
 * query, or the component gone). A search that answers null (overtaken by a newer one of its channel) ends the sequence.
 */
export function quickThenFull(
  search: () => Promise<SearchAnswer | null>,
  steps: AnswerSteps,
  fullIndexReady: () => Promise<void>,
): () => void {
  let live = true;
  (async () => {
    const first = await search();
    if (!live || !first) return;
    steps.first(first);
    if (first.complete) return;
    try {
      await fullIndexReady();
    } catch {
      if (live) steps.settle();
      return;
    }
    const full = live ? await search() : null;
    if (live && full) steps.complete(full);
  })().catch((error: unknown) => {
    if (!live) return;
    // Only a failed download is an error; a query the search cannot take has no results.
    if (error instanceof SearchLoadError) steps.loadFailed();
    else steps.unanswered();
  });
  return () => {
    live = false;
  };
}
