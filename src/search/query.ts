// From what a reader typed to the lunr queries the worker runs, strictest first: all words as typed (the last one
// possibly half-typed), then with stop words dropped, then with one word left out, each again allowing one typo per
// word. The same expansion the search plugin's client does (its `smartQueries`), for English only, which is all this
// site indexes.
import lunr from 'lunr';
import {
  CODE_NAME,
  isCodeName,
  PRESENCE_REQUIRED,
  WILDCARD_NONE,
  WILDCARD_TRAILING,
  type ApiName,
  type QueryTerm,
  type SmartQuery,
} from './types';

/** Whether lunr's index pipeline drops `word` (a stop word): no page can match it. */
export const isStopWord = (word: string): boolean => !lunr.stopWordFilter(word as unknown as lunr.Token);
/** `word`'s stem, as the index pipeline makes it. */
export const stem = (word: string): string => lunr.stemmer(new lunr.Token(word, {})).toString();
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

const QUERY_WORD = /[^-\s]+/g;
/** The words of a query: lower case, split at white space and hyphens. */
export function tokenize(input: string): string[] {
  return input.slice(0, MAX_INPUT).toLowerCase().match(QUERY_WORD) ?? [];
}

// Where compound tokens are cut: a lower case letter or digit before a capital (camelCase), an acronym's end before a
// capitalized word ("HVACMode"), and characters that are no letter or digit (snake_case, dotted names, paths), or, for
// the index, no letter, digit, underscore or dot.
const CASE_CHANGE = /([\p{Ll}\p{N}])(\p{Lu})/gu;
const ACRONYM_END = /(\p{Lu}+)(\p{Lu}\p{Ll})/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
const SEPARATORS_BUT_SNAKE_CASE = /[^\p{L}\p{N}_.]+/u;
/** A compound: a cut between two letters or digits (punctuation around a word is none). */
const COMPOUND = /[\p{L}\p{N}][^\p{L}\p{N}]+[\p{L}\p{N}]|[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;
const COMPOUND_BUT_SNAKE_CASE = /[\p{L}\p{N}][^\p{L}\p{N}_.]+[\p{L}\p{N}]|[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;

/**
 * The words a compound token joins, lower case, one-letter pieces out: "DataUpdateCoordinator" is data update
 * coordinator, "HVACMode" hvac mode, "/addons/{addon}/info" addons addon info, "async_setup_entry" async setup entry
 * (or itself, with `wholeSnakeCase`). Empty for a plain word (or punctuation around one).
 *
 * The index holds these words besides the token (./engine.ts), snake_case and dotted names whole: class names are how
 * the prose names a concept (the DataUpdateCoordinator is the coordinator), while the words of function and attribute
 * names (async, get, hass, config, entry) would add their postings to the most common words of the index, slowing
 * every query on them. The ranking looks for an API name's words in titles and headings (apiName, ./rankResults.ts).
 */
export function compoundWords(token: string, wholeSnakeCase = false): string[] {
  if (!(wholeSnakeCase ? COMPOUND_BUT_SNAKE_CASE : COMPOUND).test(token)) return [];
  const words = token
    .replace(ACRONYM_END, '$1 $2')
    .replace(CASE_CHANGE, '$1 $2')
    .toLowerCase()
    .split(wholeSnakeCase ? SEPARATORS_BUT_SNAKE_CASE : SEPARATORS)
    .filter((word) => word.length > 1);
  return words.length > 1 ? words : [];
}

/**
 * `token` (as typed, in its case) as an API name, or undefined for a plain word or a name of fewer than two words
 * (stop words aside). Its words: "unique_id" is unique id, "getCardSize" card size, "hass.bus.async_fire" hass bus
 * async fire; the docs name the thing in words in their titles and headings ("Unique id", "Entity description") where
 * the code spells it as one name. Its code names, when it is none itself: the parts of it the code names documents
 * hold (async_fire, for hass.bus.async_fire; ./corpus.ts isCodeName).
 */
export function apiName(token: string): ApiName | undefined {
  const words = compoundWords(token).filter((word) => !isStopWord(word));
  if (words.length < 2) return undefined;
  const codeNames = (token.match(CODE_NAME) ?? []).filter(isCodeName);
  return {words, codeNames: codeNames.length === 1 && codeNames[0] === token ? [] : codeNames.map((name) => name.toLowerCase())};
}

/** The API names among the words of `input`, by the word as tokenize gives it (lower case). */
export function apiNamesOf(input: string): Map<string, ApiName> {
  const names = new Map<string, ApiName>();
  for (const token of input.slice(0, MAX_INPUT).match(QUERY_WORD) ?? []) {
    const name = apiName(token);
    if (name) names.set(token.toLowerCase(), name);
  }
  return names;
}

type Word = {value: string; maybeTyping?: boolean};

/** The query variants for `tokens`. */
export function smartQueries(tokens: string[]): SmartQuery[] {
  const words: Word[] = tokens.slice(0, MAX_WORDS).map((value) => ({value}));
  if (words.length === 0) return [];
  // The last word may be half-typed, and is also tried as a prefix; one or two letters are too short to be one
  // (every word starting with "s" is a large share of the index; README: Search) and are only matched whole.
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
    ...toQueries(
      terms.filter((term) => term[term.length - 1].maybeTyping),
      distance,
      true,
    ),
  ];
}

function toQueries(terms: Word[][], editDistance: number, prefixLast: boolean): SmartQuery[] {
  return terms.flatMap((term) => {
    const queryTerms: QueryTerm[] = term.map((word) => ({
      value: word.value,
      presence: PRESENCE_REQUIRED,
      wildcard: prefixLast && word.maybeTyping ? WILDCARD_TRAILING : WILDCARD_NONE,
      editDistance:
        editDistance > 0 && word.value.length > editDistance && word.value.length <= MAX_FUZZY_LENGTH ? editDistance : undefined,
    }));
    // A fuzzy variant in which no word is long enough to be fuzzy is the exact one again.
    if (editDistance > 0 && queryTerms.every((item) => !item.editDistance)) return [];
    return [{tokens: term.map((word) => word.value), term: queryTerms}];
  });
}
