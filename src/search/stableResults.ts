// When a complete answer replaces the quick one under a reader who is already pointing at or moving through the
// results, nothing they see moves: the results down to the one under their pointer, cursor or focus stay as shown,
// and the complete answer fills in below them (without the ones kept). Plain data, for the search bar and page alike.
import type {RankedResult} from './types';

/** What a result links to: its page and section. */
export const resultTarget = (result: RankedResult): string => result.document.u + (result.document.h ?? '');

/**
 * The list to show when `next` replaces `shown` while the reader is at `held` (an index of `shown`; undefined when
 * they are not in the list): `shown` up to and with `held`, then the rest of `next` in its order; as long as `next`,
 * or as long as the kept ones.
 */
export function keepAbove<T>(shown: readonly T[], next: readonly T[], held: number | undefined, key: (item: T) => string): T[] {
  if (held === undefined || held < 0 || held >= shown.length) return [...next];
  const kept = shown.slice(0, held + 1);
  const keys = new Set(kept.map(key));
  return [...kept, ...next.filter((item) => !keys.has(key(item)))].slice(0, Math.max(next.length, kept.length));
}
