// Ranking of the site search (run by the search worker, src/search/engine.ts): one result per page, pages ordered by
// where and how well the query matched them. Plain data in, plain data out, so it is tested without a browser.
import type lunr from 'lunr';
import {fastQuery} from './fastQuery';
import {isStopWord, stem} from './query';
import {CODE, DESCRIPTION, HEADING, KEYWORDS, PRESENCE_REQUIRED, TITLE, WILDCARD_NONE} from './types';
import type {ApiName, Match, QueryTerm, RankedResult, SearchDocument, SmartQuery, WrappedIndex} from './types';

// The shared types, also exported from here, where the ranking's callers and tests have always found them.
export type {ApiName, QueryTerm, RankedResult, SearchDocument, SmartQuery, WrappedIndex} from './types';

/** Weight of the best match of each kind: title, heading, description, keywords, text, code names. */
export const TYPE_WEIGHTS = [10, 6, 4, 4, 2, 1];
/** Pages that restate or announce what the docs explain rank below the docs on equal terms. */
export const KIND_FACTORS: [RegExp, number][] = [
  [/\/blog\/\d{4}\//, 0.4],
  [/\/integration-quality-scale\/rules\//, 0.7],
  [/\/blog\/changes$/, 0.6],
];
const BLOG_POST = KIND_FACTORS[0][0];
/** A query of API names only ("getCardSize") looks up the reference: a post, news of a change to the name, counts
 * this much instead of its KIND_FACTORS weight. */
export const API_NAME_POST_FACTOR = 0.25;
/** Queries about a deprecation or removal are asked of the announcements: posts keep their full weight. An API name
 * is no such question, whatever it starts with (DeprecatedConstantEnum). */
const ASKS_ABOUT_CHANGE = /^(deprecat|remov|renam|replac|when$|break)/;

const refMaps = new WeakMap<WrappedIndex[], Map<string, SearchDocument>[]>();
function documentsByRef(indexes: WrappedIndex[]): Map<string, SearchDocument>[] {
  let maps = refMaps.get(indexes);
  if (!maps) {
    maps = [];
    for (const {type, documents} of indexes) maps[type] = new Map(documents.map((doc) => [String(doc.i), doc]));
    refMaps.set(indexes, maps);
  }
  return maps;
}

/** Matches per index and query, kept while typing: each key typed re-runs the variants that leave out the last word. */
const queryCaches = new WeakMap<object, Map<string, Match[] | null>>();
const QUERY_CACHE_SIZE = 400;

/** The index's matches for `term`, best first, or null when lunr refuses the query. */
function cachedQuery(index: WrappedIndex['index'], term: QueryTerm[]): Match[] | null {
  let cache = queryCaches.get(index);
  if (!cache) queryCaches.set(index, (cache = new Map()));
  const key = JSON.stringify(term.map(({value, presence, wildcard, editDistance}) => [value, presence, wildcard, editDistance]));
  const cached = cache.get(key);
  if (cached !== undefined) {
    // Most recently used last, so the oldest entry is the first one dropped.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  let matches: Match[] | null;
  try {
    // lunr's Index#query, faster: see ./fastQuery.ts.
    matches = fastQuery(index as unknown as lunr.Index, term);
  } catch {
    matches = null;
  }
  cache.set(key, matches);
  if (cache.size > QUERY_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return matches;
}

/** What spelling correction reads of a lunr index (stand-ins for an index, as in tests, have none of it). */
type TermNode = {edges: Record<string, TermNode>};
type IndexTerms = {
  invertedIndex: Record<string, Record<string, Record<string, unknown>>>;
  tokenSet: TermNode;
  pipeline: {runString(text: string): string[]};
};
const termsOf = (index: WrappedIndex['index']): IndexTerms | undefined => {
  const internals = index as unknown as Partial<IndexTerms>;
  return internals.invertedIndex && internals.tokenSet && internals.pipeline ? (internals as IndexTerms) : undefined;
};
/** Whether some term of the index starts with `prefix`. */
function hasPrefix(root: TermNode, prefix: string): boolean {
  let node: TermNode | undefined = root;
  for (const char of prefix) if (!(node = node.edges[char])) return false;
  return true;
}

/** Words of this length or more that no index knows are corrected (shorter ones have too many neighbours). */
export const MIN_CORRECTED_LENGTH = 6;
/** At most this many corrections of a word are searched, the most frequent in the index first. */
const MAX_CORRECTIONS = 2;
const CORRECTION_ALPHABET = 'abcdefghijklmnopqrstuvwxyz_';
const corrections = new Map<string, string[]>();
const CORRECTION_CACHE_SIZE = 64;

/**
 * Spellings one edit (a letter left out, added, changed, or two swapped) away from `word`, a word no index knows, whose
 * stem an index holds, most frequent first. lunr's own typo matching compares stems, and a misspelled word is not
 * stemmed as its correct spelling would be ("coordinator" is indexed as "coordin", "coordiantor" stays as it is, two
 * edits and a suffix away), so the spelling is corrected on the word as typed and the correction stemmed.
 */
function correct(indexes: IndexTerms[], word: string): string[] {
  const cached = corrections.get(word);
  if (cached) return cached;
  const known = (stem: string) => indexes.some(({invertedIndex}) => stem in invertedIndex);
  const stemOf = (text: string) => indexes[0].pipeline.runString(text)[0] ?? '';
  const stem = word.length >= MIN_CORRECTED_LENGTH && !/\d/.test(word) ? stemOf(word) : undefined;
  const unknown =
    stem !== undefined &&
    indexes.every(({invertedIndex, tokenSet}) => !hasPrefix(tokenSet, word) && !hasPrefix(tokenSet, stem) && !(stem in invertedIndex));
  const found = new Map<string, {spelling: string; frequency: number}>();
  if (unknown) {
    const candidates = new Set<string>();
    for (let i = 0; i <= word.length; i += 1) {
      const head = word.slice(0, i);
      const tail = word.slice(i);
      if (tail) candidates.add(head + tail.slice(1));
      if (tail.length > 1) candidates.add(head + tail[1] + tail[0] + tail.slice(2));
      for (const char of CORRECTION_ALPHABET) {
        if (tail && char !== tail[0]) candidates.add(head + char + tail.slice(1));
        candidates.add(head + char + tail);
      }
    }
    for (const candidate of candidates) {
      const stem = stemOf(candidate);
      if (!stem || found.has(stem) || !known(stem)) continue;
      const frequency = indexes.reduce((total, {invertedIndex}) => {
        const posting = invertedIndex[stem];
        return total + (posting ? Object.values(posting).reduce((sum, field) => sum + Object.keys(field).length, 0) : 0);
      }, 0);
      found.set(stem, {spelling: candidate, frequency});
    }
  }
  const result = [...found.values()]
    .sort((a, b) => b.frequency - a.frequency)
    .slice(0, MAX_CORRECTIONS)
    .map(({spelling}) => spelling);
  corrections.set(word, result);
  if (corrections.size > CORRECTION_CACHE_SIZE) corrections.delete(corrections.keys().next().value as string);
  return result;
}

/** A query variant: `types`, when given, the only kinds of documents it is run on; `fill` the number of words a
 * title or heading it matches is measured against (the query's, by default). */
type Variant = SmartQuery & {factor: number; covers: number[]; types?: number[]; fill?: number};
type PageScore = {id: number; byType: number[]; breadth: number; covered: Set<number>; weight: number; result: RankedResult};

/** An API name's words ("unique id" for unique_id) are searched in the documents that name a page or a section
 * (titles, headings, descriptions, keywords), and a dotted name's code names in the code names, as looser variants. */
export const API_NAME_WORDS_FACTOR = 0.5;
const NAMING_TYPES = [TITLE, HEADING, DESCRIPTION, KEYWORDS];
/** Added to the score of a page whose name, its title and URL, holds every word of the query ("voice pipeline":
 * /docs/voice/pipelines/, "Assist pipelines"): about a third of a title match. */
export const NAMED_PAGE_BONUS = 3;

const pagesByNameWord = new WeakMap<SearchDocument[], Map<string, Set<number>>>();
/**
 * The pages whose name holds every one of `stems`. A page's name is the words of its title and of its URL, the site
 * section (docs, blog) and dates aside, stemmed; the pages by word are gathered once per index.
 */
function namedPages(titles: SearchDocument[] | undefined, stems: string[]): Set<number> {
  if (!titles || stems.length === 0) return new Set();
  let byWord = pagesByNameWord.get(titles);
  if (!byWord) {
    byWord = new Map();
    const stemOf = new Map<string, string>();
    for (const title of titles) {
      const path = title.u.split(/[?#]/)[0].split('/').filter(Boolean).slice(1).join(' ');
      for (const word of `${title.t} ${path}`.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
        if (!word || /^\d+$/.test(word)) continue;
        let key = stemOf.get(word);
        if (key === undefined) stemOf.set(word, (key = stem(word)));
        let pages = byWord.get(key);
        if (!pages) byWord.set(key, (pages = new Set()));
        pages.add(title.i);
      }
    }
    pagesByNameWord.set(titles, byWord);
  }
  const [first, ...others] = stems.map((word) => byWord.get(word) ?? new Set<number>());
  return new Set([...first].filter((page) => others.every((pages) => pages.has(page))));
}

/**
 * Runs the plugin's query variants (`smart`, strictest first) against every index and returns one result per page,
 * best first. A page's score adds up its best match of each kind (TYPE_WEIGHTS, relative to the best match of that
 * kind, scaled down for looser variants and for titles and headings the query fills only in part), plus a little for
 * every further matching section, plus NAMED_PAGE_BONUS when the page's title and URL hold every word of the query;
 * it is scaled by how many of the query's words the page holds and by KIND_FACTORS (API_NAME_POST_FACTOR for posts,
 * when the query is API names only). `apiNames` are the query's API names by word (./query.ts apiNamesOf).
 */
export function rankResults(
  indexes: WrappedIndex[],
  smart: SmartQuery[],
  rawTokens: string[],
  limit: number,
  apiNames?: Map<string, ApiName>,
): RankedResult[] {
  if (smart.length === 0) return [];
  const byRef = documentsByRef(indexes);
  // Stop words are never indexed: the words that count are the others (all of them when there are no others).
  const typed = smart[0].term;
  const meaningful = typed.filter((item) => !isStopWord(item.value));
  const words = meaningful.length > 0 ? meaningful : typed;
  const strictKey = words.map((item) => item.value).join(' ');
  const isStrict = (term: QueryTerm[]) =>
    term.every((item) => !item.editDistance && (item.wildcard ?? WILDCARD_NONE) === WILDCARD_NONE) &&
    term.map((item) => item.value).join(' ') === strictKey;
  const coveredBy = (term: QueryTerm[]) => words.flatMap((item, i) => (term.some((other) => other.value === item.value) ? [i] : []));
  const variants: Variant[] = smart.map((query, index) => ({
    ...query,
    // The strictest query that can match: all the words as typed, stop words aside.
    factor: index === 0 || isStrict(query.term) ? 1 : 0.5,
    covers: coveredBy(query.term),
  }));
  // A word no index knows is misspelled: the variants again with its corrections in its place.
  const lunrIndexes = indexes.map(({index}) => termsOf(index)).filter((terms): terms is IndexTerms => terms !== undefined);
  if (lunrIndexes.length > 0) {
    for (const item of words) {
      for (const spelling of correct(lunrIndexes, item.value)) {
        const fixed = (term: QueryTerm): QueryTerm => (term.value === item.value ? {value: spelling, presence: term.presence} : term);
        const seen = new Set<string>();
        for (const variant of variants.slice(0, smart.length)) {
          if (!variant.term.some((term) => term.value === item.value)) continue;
          // Prefix and typo variants of the word corrected are the same query: each is run once.
          const term = variant.term.map(fixed);
          const key = JSON.stringify(term);
          if (seen.has(key)) continue;
          seen.add(key);
          variants.push({
            term,
            tokens: variant.tokens.map((token) => (token === item.value ? spelling : token)),
            factor: 0.5,
            covers: variant.covers,
          });
        }
        if (words.length > 1) variants.push({term: [fixed(item)], tokens: [spelling], factor: 0.25, covers: [words.indexOf(item)]});
      }
    }
  }
  // An API name, in words: a title or heading that names it so ("Unique id", "Entity description") is where the docs
  // explain it. A dotted one, by the code names it holds: code samples list hass.bus.async_fire as async_fire.
  const allOf = (values: string[]) => values.map((value) => ({value, presence: PRESENCE_REQUIRED}));
  words.forEach((item, i) => {
    const name = apiNames?.get(item.value);
    if (!name) return;
    const {words: parts, codeNames} = name;
    variants.push({term: allOf(parts), tokens: parts, factor: API_NAME_WORDS_FACTOR, covers: [i], types: NAMING_TYPES, fill: parts.length});
    if (codeNames.length > 0)
      variants.push({term: allOf(codeNames), tokens: codeNames, factor: API_NAME_WORDS_FACTOR, covers: [i], types: [CODE]});
  });
  // Each word alone: the words of one question are often spread over a page's title and its text.
  if (words.length > 1) {
    words.forEach((item, i) =>
      variants.push({term: [{...item, presence: PRESENCE_REQUIRED}], tokens: smart[0].tokens, factor: 0.25, covers: [i]}),
    );
  }
  const pages = new Map<number, PageScore>();
  const run = ({term, tokens, factor, covers, types, fill: fillWords = typed.length}: Variant) => {
    for (const {index, type} of indexes) {
      if (types && !types.includes(type)) continue;
      const matches = cachedQuery(index, term);
      if (!matches) continue;
      const best = matches.length > 0 ? matches[0].score : 0;
      for (const match of matches.slice(0, 300)) {
        const document = byRef[type]?.get(match.ref);
        if (!document) continue;
        const pageId = type === TITLE ? document.i : (document.p ?? document.i);
        // A title or heading counts in the measure the query fills it: "Light entity" answers "light entity" better
        // than a six-word title that merely contains one of its words.
        const fill = type <= HEADING ? Math.sqrt(Math.min(1, fillWords / Math.max(1, document.t.split(/\s+/).length))) : 1;
        const weight = (TYPE_WEIGHTS[type] ?? 1) * (best > 0 ? match.score / best : 1) * factor * fill;
        let page = pages.get(pageId);
        if (!page) {
          page = {id: pageId, byType: [], breadth: 0, covered: new Set(), weight: -1, result: null as unknown as RankedResult};
          pages.set(pageId, page);
        }
        page.byType[type] = Math.max(page.byType[type] ?? 0, weight);
        // Every further matching section adds a little: a page that keeps coming back to a name explains it.
        page.breadth += weight * 0.15;
        covers.forEach((i) => page.covered.add(i));
        if (weight > page.weight) {
          page.weight = weight;
          page.result = {
            document,
            type,
            page: type !== TITLE ? byRef[TITLE]?.get(String(document.p)) : undefined,
            metadata: match.matchData.metadata,
            tokens,
            score: match.score,
          };
        }
      }
    }
  };
  variants.forEach(run);
  // Nearly nothing found: allow two typos in long words.
  if (pages.size < 3) {
    for (const item of words.filter((w) => w.value.length >= 6 && w.value.length <= 40)) {
      run({term: [{...item, editDistance: 2, wildcard: WILDCARD_NONE}], tokens: smart[0].tokens, factor: 0.2, covers: []});
    }
  }
  // An API name is no question about a change; a query of API names only looks up the reference.
  const asksAboutChange = rawTokens.some((token) => ASKS_ABOUT_CHANGE.test(token) && !apiNames?.has(token));
  const namesApi = words.every((item) => apiNames?.has(item.value));
  const named = namedPages(
    indexes.find(({type}) => type === TITLE)?.documents,
    words.length > 1 ? words.map((item) => stem(item.value)) : [],
  );
  return [...pages.values()]
    .map((page) => {
      const coverage = words.length > 1 ? page.covered.size / words.length : 1;
      const kind = KIND_FACTORS.find(([pattern]) => pattern.test(page.result.document.u));
      const isPost = kind?.[0] === BLOG_POST;
      const kindFactor = !kind || (isPost && asksAboutChange) ? 1 : isPost && namesApi ? API_NAME_POST_FACTOR : kind[1];
      const sum = page.byType.reduce((total, weight) => total + (weight ?? 0), 0) + (named.has(page.id) ? NAMED_PAGE_BONUS : 0);
      return {...page.result, score: (sum + Math.min(page.breadth, 3)) * (0.4 + 0.6 * coverage) * kindFactor};
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
