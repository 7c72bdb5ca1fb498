// Builds the lunr index the search runs on, as lunr.Builder builds it (./engine.ts's settings: one field `t`, ref `i`,
// trimmer, stop word filter and stemmer, positions kept), in a fraction of the time and memory: an index that answers
// every lookup exactly as lunr.Builder's index would (the same terms and term numbers, postings with the same positions
// in the same order, field vectors with the same scores; tests/unit/indexBuilder.test.ts compares the two on the docs'
// text), but that makes the objects of a term's postings and a document's vector only when a query reads them.
//
// Where the time went in lunr.Builder: objects. Each token became a Token with a metadata object, went through three
// pipeline functions (the Porter stemmer's dozen regular expressions included) and left a position array, a postings
// entry and, per document, a vector of every term; half of the CPU time was the garbage collector's (README: Search).
// Here tokens are found by code unit (no match objects), each distinct token is piped once (a small share of all the
// tokens, since words repeat), the occurrences go into typed arrays, and a query makes the objects of the few terms,
// documents and trie nodes it reads (kept for the next one). What is left is mostly what a fresh worker's JavaScript
// costs before it is optimized: a worker runs this code once.
//
// The build yields to the caller's `yieldNow` every SLICE_MS of work, so a worker answers searches meanwhile.
import lunr from 'lunr';
import {compoundWords} from './query';
import type {SearchDocument} from './types';

/** Work between two yields: a search asked meanwhile waits at most about this long. */
const SLICE_MS = 8;
/** lunr's BM25 constants (lunr.Builder's defaults). */
const K1 = 1.2;
const B = 0.75;
const FIELD = 't';

/** What lunr's index pipeline makes of a token: its term, or null when the stop word filter drops it. */
const terms = new Map<string, string | null>();
function termOf(token: string): string | null {
  let term = terms.get(token);
  if (term === undefined) {
    // lunr's own functions, one token at a time: the same result as its Pipeline#run, which drops what they drop.
    const kept = lunr.stopWordFilter(lunr.trimmer(new lunr.Token(token, {})));
    term = kept ? lunr.stemmer(kept).toString() : null;
    terms.set(token, term);
  }
  return term;
}

/** The words of a compound token (./query.ts compoundWords, snake_case whole), by the token as written. */
const wordsOfToken = new Map<string, string[]>();
/** Lower case letters, digits, underscores and dots: no compound (./query.ts COMPOUND_BUT_SNAKE_CASE), as most words. */
const PLAIN = /^[a-z0-9_.]*$/;
const NO_WORDS: string[] = [];
function wordsOf(token: string): string[] {
  if (PLAIN.test(token)) return NO_WORDS;
  let words = wordsOfToken.get(token);
  if (!words) wordsOfToken.set(token, (words = compoundWords(token, true)));
  return words;
}

/**
 * Whether a UTF-16 code unit ends a token as lunr.tokenizer's separator /[\s\-]+/ does: a hyphen or what JavaScript's
 * \s matches. Tokens are found by code unit rather than with a regular expression: a match object per token was most
 * of the garbage a build made.
 */
function isSeparator(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return code === 45;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Whether a code unit keeps a token PLAIN (lower case letter, digit, underscore, dot). */
const isPlain = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95 || code === 46;

/**
 * Calls `token(start, end, plain)` for each of lunr.tokenizer's tokens of `lower` (a text lower-cased): runs of code
 * units that are no separator. `plain` says whether the token as `written` (the text before lower-casing, when its
 * compound words are wanted) is PLAIN; without `written`, every token is.
 */
function eachToken(lower: string, written: string | undefined, token: (start: number, end: number, plain: boolean) => void): void {
  let start = -1;
  let plain = true;
  for (let c = 0; c <= lower.length; c += 1) {
    if (c === lower.length || isSeparator(lower.charCodeAt(c))) {
      if (start >= 0) token(start, c, plain);
      start = -1;
    } else {
      if (start < 0) {
        start = c;
        plain = true;
      }
      if (written !== undefined && plain && !isPlain(written.charCodeAt(c))) plain = false;
    }
  }
}

/**
 * A node of lunr.TokenSet.Builder's trie of `sorted` (distinct terms in sort order): the terms in [lo, hi), which
 * share their first `depth` code units. Its edges are made when first read: a query reads a few nodes of the trie
 * (TokenSet#intersect, and the ranking's prefix checks), and building all of it was a large share of an index's
 * build. Its words, and the order of every node's edges, are those of lunr's trie (lunr's is minimized, which changes
 * neither). A TokenSet by prototype, for Index#query's `tokenSet.intersect`.
 */
class TrieNode {
  final: boolean;
  private made: Record<string, TrieNode> | undefined;

  constructor(
    private readonly sorted: readonly string[],
    private readonly lo: number,
    private readonly hi: number,
    private readonly depth: number,
  ) {
    this.final = lo < hi && sorted[lo].length === depth;
  }

  get edges(): Record<string, TrieNode> {
    if (this.made) return this.made;
    const edges: Record<string, TrieNode> = {};
    const {sorted, hi, depth} = this;
    // The terms that go on are those longer than `depth`, grouped by their next code unit (in sort order).
    let start = this.final ? this.lo + 1 : this.lo;
    while (start < hi) {
      const unit = sorted[start][depth];
      let end = start + 1;
      while (end < hi && sorted[end][depth] === unit) end += 1;
      edges[unit] = new TrieNode(sorted, start, end, depth + 1);
      start = end;
    }
    return (this.made = edges);
  }
}
Object.setPrototypeOf(TrieNode.prototype, lunr.TokenSet.prototype);
type Entry = {position: [number, number][]};
type Posting = {_index: number; t: Record<string, Entry>};

/** A growable Int32Array. */
class Ints {
  data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
}

/** Whether Object.keys lists `key` among the integer keys (ascending, before all others). */
const isArrayIndex = (key: string): boolean => /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 4294967295;

/** A read-only object of `keys`, whose values are made by `make` when first read and then kept. */
function lazyRecord<T>(keys: readonly string[], has: (key: string) => boolean, make: (key: string) => T): Record<string, T> {
  const made = new Map<string, T>();
  const get = (key: string): T => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
  return new Proxy(Object.create(null) as Record<string, T>, {
    get: (_target, key) => (typeof key === 'string' && has(key) ? get(key) : undefined),
    has: (_target, key) => typeof key === 'string' && has(key),
    ownKeys: () => [...keys],
    getOwnPropertyDescriptor: (_target, key) =>
      typeof key === 'string' && has(key) ? {value: get(key), writable: false, enumerable: true, configurable: true} : undefined,
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}

/**
 * The lunr index of `documents` (ref `i`, field `t`) that lunr.Builder with the trimmer, stop word filter and stemmer
 * and the `position` metadata builds; with `withCompoundWords`, the words of each compound token are indexed after
 * the document's tokens, at the token's position (tokenizeWithWords). Documents with one ref twice are left to
 * lunr.Builder, whose index this builder does not reproduce then.
 */
export async function buildLunrIndex(
  documents: readonly SearchDocument[],
  {
    withCompoundWords = true,
    yieldNow,
    now = () => performance.now(),
  }: {withCompoundWords?: boolean; yieldNow?: () => Promise<void>; now?: () => number} = {},
): Promise<lunr.Index> {
  let sliceStart = now();
  const pause = async () => {
    if (!yieldNow || now() - sliceStart < SLICE_MS) return;
    await yieldNow();
    sliceStart = now();
  };
  // Terms by number, in order of first use (lunr's term numbers); every occurrence of a term, in order.
  const termIds = new Map<string, number>();
  const termList: string[] = [];
  const occurrenceTerm = new Ints();
  const occurrenceStart = new Ints();
  const occurrenceLength = new Ints();
  /** Where each document's occurrences start (its occurrences are in order: tokens, then compound words). */
  const documentStart = new Int32Array(documents.length + 1);
  const refs: string[] = [];
  const documentOf = new Map<string, number>();

  // Each token's term number in this index (-1: the pipeline drops it), numbered in order of first use.
  const idOfToken = new Map<string, number>();
  const idOf = (token: string): number => {
    let id = idOfToken.get(token);
    if (id === undefined) {
      const term = termOf(token);
      id = term === null ? -1 : termIds.get(term);
      if (id === undefined) {
        id = termList.length;
        termIds.set(term!, id);
        termList.push(term!);
      }
      idOfToken.set(token, id);
    }
    return id;
  };
  const addOccurrence = (id: number, start: number, length: number) => {
    if (id < 0) return;
    occurrenceTerm.push(id);
    occurrenceStart.push(start);
    occurrenceLength.push(length);
  };
  for (let d = 0; d < documents.length; d += 1) {
    const doc = documents[d];
    const ref = String(doc.i);
    if (documentOf.has(ref)) return lunrBuilderIndex(documents, withCompoundWords);
    documentOf.set(ref, d);
    refs.push(ref);
    documentStart[d] = occurrenceTerm.length;
    const text = doc.t;
    const lower = String(text).toLowerCase();
    const compounds: number[] = [];
    eachToken(lower, withCompoundWords && typeof text === 'string' ? text : undefined, (start, end, plain) => {
      addOccurrence(idOf(lower.slice(start, end)), start, end - start);
      // The words of a compound are found in the token as written: its case tells them apart (tokenizeWithWords).
      if (!plain) compounds.push(start, end - start);
    });
    for (let t = 0; t < compounds.length; t += 2) {
      for (const word of wordsOf(text.slice(compounds[t], compounds[t] + compounds[t + 1])))
        addOccurrence(idOf(word), compounds[t], compounds[t + 1]);
    }
    await pause();
  }
  const count = occurrenceTerm.length;
  documentStart[documents.length] = count;

  // The occurrences by term (a stable counting sort), and each term's document frequency.
  const termCount = termList.length;
  const termStart = new Int32Array(termCount + 1);
  const documentFrequency = new Int32Array(termCount);
  const lastDocument = new Int32Array(termCount).fill(-1);
  for (let d = 0; d < documents.length; d += 1) {
    for (let o = documentStart[d]; o < documentStart[d + 1]; o += 1) {
      const id = occurrenceTerm.data[o];
      termStart[id + 1] += 1;
      if (lastDocument[id] !== d) {
        lastDocument[id] = d;
        documentFrequency[id] += 1;
      }
    }
  }
  for (let id = 0; id < termCount; id += 1) termStart[id + 1] += termStart[id];
  const byTerm = new Int32Array(count);
  const occurrenceDocument = new Int32Array(count);
  const fill = termStart.slice(0, termCount);
  for (let d = 0; d < documents.length; d += 1) {
    for (let o = documentStart[d]; o < documentStart[d + 1]; o += 1) {
      byTerm[fill[occurrenceTerm.data[o]]++] = o;
      occurrenceDocument[o] = d;
    }
  }
  await pause();

  // Builder#createTokenSet: the trie of the sorted terms, made node by node as queries read it.
  const root = new TrieNode([...termList].sort(), 0, termList.length, 0);
  await pause();

  // Builder#createFieldVectors' BM25 weights, per document when a query reads its vector.
  const averageLength = count / documents.length;
  const idf = (id: number) => Math.log(1 + Math.abs((documents.length - documentFrequency[id] + 0.5) / (documentFrequency[id] + 0.5)));
  const vectorOf = (key: string): lunr.Vector => {
    const d = documentOf.get(key.slice(FIELD.length + 1))!;
    const length = documentStart[d + 1] - documentStart[d];
    const frequencies = new Map<number, number>();
    for (let o = documentStart[d]; o < documentStart[d + 1]; o += 1) {
      const id = occurrenceTerm.data[o];
      frequencies.set(id, (frequencies.get(id) ?? 0) + 1);
    }
    const elements: number[] = [];
    for (const id of [...frequencies.keys()].sort((a, b) => a - b)) {
      const tf = frequencies.get(id)!;
      const score = (idf(id) * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (length / averageLength)) + tf);
      elements.push(id, Math.round(score * 1000) / 1000);
    }
    return new lunr.Vector(elements);
  };
  // A term's postings: its documents' refs, each with the positions of its occurrences there.
  const postingOf = (term: string): Posting => {
    const id = termIds.get(term)!;
    const posting = Object.create(null) as Posting;
    posting._index = id;
    posting[FIELD] = Object.create(null);
    for (let k = termStart[id]; k < termStart[id + 1]; k += 1) {
      const o = byTerm[k];
      const ref = refs[occurrenceDocument[o]];
      let entry = posting[FIELD][ref];
      if (!entry) {
        entry = Object.create(null) as Entry;
        entry.position = [];
        posting[FIELD][ref] = entry;
      }
      entry.position.push([occurrenceStart.data[o], occurrenceLength.data[o]]);
    }
    return posting;
  };
  const termKeys = [
    ...termList.filter(isArrayIndex).sort((a, b) => Number(a) - Number(b)),
    ...termList.filter((term) => !isArrayIndex(term)),
  ];
  const vectorKeys = refs.map((ref) => `${FIELD}/${ref}`);
  const invertedIndex = lazyRecord(termKeys, (term) => termIds.has(term), postingOf);
  const fieldVectors = lazyRecord(
    vectorKeys,
    (key) => key.startsWith(`${FIELD}/`) && documentOf.has(key.slice(FIELD.length + 1)),
    vectorOf,
  );

  const pipeline = new lunr.Pipeline();
  pipeline.add(lunr.stemmer);
  // lunr.Index's constructor takes what Builder#createIndex gives it (its type declarations say otherwise).
  const Index = lunr.Index as unknown as new (attributes: object) => lunr.Index;
  return new Index({invertedIndex, fieldVectors, tokenSet: root as unknown as lunr.TokenSet, fields: [FIELD], pipeline});
}

/** The index lunr.Builder builds, as the search configures it. */
export function lunrBuilderIndex(documents: readonly SearchDocument[], withCompoundWords = true): lunr.Index {
  const builder = new lunr.Builder();
  if (withCompoundWords) builder.tokenizer = tokenizeWithWords as typeof lunr.tokenizer;
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('i');
  builder.field(FIELD);
  builder.metadataWhitelist = ['position'];
  for (const doc of documents) builder.add({i: String(doc.i), t: doc.t});
  return builder.build();
}

type PositionedToken = lunr.Token & {metadata: {position: [number, number]}};

/**
 * lunr's tokens of `value`, and the words of each compound one besides (./query.ts compoundWords), at the compound's
 * position: a page that names a DataUpdateCoordinator or the endpoint /addons/{addon}/info is found by "coordinator"
 * or "addon info", as by the name itself.
 */
export function tokenizeWithWords(value?: unknown, metadata?: object): lunr.Token[] {
  const tokens = (lunr.tokenizer as (value?: unknown, metadata?: object) => lunr.Token[])(value, metadata);
  if (typeof value !== 'string') return tokens;
  const words: lunr.Token[] = [];
  for (const token of tokens as PositionedToken[]) {
    const [start, length] = token.metadata.position;
    for (const word of compoundWords(value.slice(start, start + length), true)) words.push(new lunr.Token(word, {...token.metadata}));
  }
  return words.length > 0 ? tokens.concat(words) : tokens;
}
