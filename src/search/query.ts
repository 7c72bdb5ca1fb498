// From what a reader typed to the lunr queries the worker runs, strictest first: all words as typed (the last one
// possibly half-typed), then with stop words dropped, then with one word left out, each again allowing one typo per
// word. The same expansion the search plugin's client does (its `smartQueries`), for English only, which is all this
// site indexes.
import lunr from 'lunr';
import type {QueryTerm, SmartQuery} from './rankResults';

// The lunr.Query.presence and lunr.Query.wildcard values the search uses, for every module that builds or reads queries.
export const PRESENCE_REQUIRED = 2;
export const WILDCARD_NONE = 0;
export const WILDCARD_LEADING = 1;
export const WILDCARD_TRAILING = 2;

/** Whether lunr's index pipeline drops `word` (a stop word): no page can match it. */
export const isStopWord = (word: string): boolean => !lunr.stopWordFilter(word as unknown as lunr.Token);
/** A question longer than this is cut: every further word multiplies the queries run and adds nothing to find. */
export const MAX_WORDS = 12;
/** The shortest half-typed word that is searched as a prefix. */
export const MIN_PREFIX = 3;
/** Typos allowed per word (in words longer than this). */
export const EDIT_DISTANCE = 1;

/** Longer input is cut: no question is that long, and lunr's typo matching grows with a word's length. */
export const MAX_INPUT = 200;
/** Words longer than this are matched as typed only (the longest API names are about 40 characters). */
export const MAX_FUZZY_LENGTH = 40;

/** The words of a query: lower case, split at white space and hyphens. */
export function tokenize(input: string): string[] {
  return input.slice(0, MAX_INPUT).toLowerCase().match(/[^-\s]+/g) ?? [];
}

type Word = {value: string; maybeTyping?: boolean};

/** The query variants for `tokens`. */
export function smartQueries(tokens: string[]): SmartQuery[] {
  const words: Word[] = tokens.slice(0, MAX_WORDS).map((value) => ({value}));
  if (words.length === 0) return [];
  // The last word may be half-typed, and is also tried as a prefix; one or two letters are too short to be one
  // (every word starting with "s" is a tenth of the index) and are only matched whole.
  const last = words[words.length - 1];
  last.maybeTyping = last.value.length >= MIN_PREFIX;
  const terms: Word[][] = [words];
  const withoutStopWords = words.filter((word) => !isStopWord(word.value));
  if (withoutStopWords.length > 0 && withoutStopWords.length < words.length) terms.push(withoutStopWords);
  // Leaving out one word at a time: a question often has a word no page uses.
  const fewer: Word[][] = [];
  if (withoutStopWords.length > 2) {
    for (let i = withoutStopWords.length - 1; i >= 0; i -= 1) {
      fewer.push([...withoutStopWords.slice(0, i), ...withoutStopWords.slice(i + 1)]);
    }
  }
  return [...byDistance(terms, 0), ...byDistance(fewer, 0), ...byDistance(terms, EDIT_DISTANCE), ...byDistance(fewer, EDIT_DISTANCE)];
}


function byDistance(terms: Word[][], distance: number): SmartQuery[] {
  return [
    ...toQueries(terms, distance, false),
    // The last word may be half-typed: also as a prefix.
    ...toQueries(terms.filter((term) => term[term.length - 1].maybeTyping), distance, true),
  ];
}

function toQueries(terms: Word[][], editDistance: number, prefixLast: boolean): SmartQuery[] {
  return terms.flatMap((term) => {
    const queryTerms: QueryTerm[] = term.map((word) => ({
      value: word.value,
      presence: PRESENCE_REQUIRED,
      wildcard: prefixLast && word.maybeTyping ? WILDCARD_TRAILING : WILDCARD_NONE,
      editDistance: editDistance > 0 && word.value.length > editDistance && word.value.length <= MAX_FUZZY_LENGTH ? editDistance : undefined,
    }));
    // A fuzzy variant in which no word is long enough to be fuzzy is the exact one again.
    if (editDistance > 0 && queryTerms.every((item) => !item.editDistance)) return [];
    return [{tokens: term.map((word) => word.value), term: queryTerms}];
  });
}
