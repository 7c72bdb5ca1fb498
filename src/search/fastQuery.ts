// lunr's Index#query, for the queries the site search runs (every term required), without its cost: lunr collects
// the postings, and copies the position metadata, of every document of every term a clause expands to before it
// intersects the clauses' documents, so a half-typed last word ("confi*", which expands to many terms) makes every
// query of the full text slow. Here each clause's documents are intersected first (smallest set first) and
// match data, query vectors and scores are built for the surviving documents only. The result is the one lunr 2.3.9
// returns: same refs in the same order (ties too), same scores, same matchData.metadata (keys in the same order).
// Any other query (an optional or prohibited term, no terms), or an object that is no lunr index, is left to its query().
import lunr from 'lunr';
import {PRESENCE_REQUIRED, WILDCARD_LEADING, WILDCARD_TRAILING, type QueryTerm} from './types';

export type Match = lunr.Index.Result;

type FieldMetadata = Record<string, unknown[]>;
/** The postings of one term in one field: document ref to metadata (positions). */
type FieldPosting = Record<string, FieldMetadata>;
/** What lunr.Index keeps and its type declarations do not show. */
type IndexInternals = {
  fields: string[];
  invertedIndex: Record<string, Record<string, FieldPosting> & {_index: number}>;
  fieldVectors: Record<string, lunr.Vector>;
  tokenSet: lunr.TokenSet & {intersect(other: lunr.TokenSet): lunr.TokenSet};
  pipeline: {runString(str: string, metadata?: object): string[]};
};
type TokenSetStatics = {fromClause(clause: {term: string; editDistance?: number}): lunr.TokenSet};
type Upsertable = lunr.Vector & {upsert(index: number, value: number, fn: (a: number, b: number) => number): void};
type MutableMatchData = lunr.MatchData & {add(term: string, field: string, metadata: FieldMetadata): void};

/** One term a clause expands to, in one field: lunr's unit of work, in lunr's order. */
type Step = {term: string; termIndex: number; field: string; termField: string; posting: FieldPosting; refs: string[]};
/** What a clause (term, wildcard, edit distance) means on an index; it depends on nothing else, so it is kept. */
type Clause = {
  /** The search pipeline left nothing of the term (lunr then throws on a first clause, else matches nothing). */
  noTerms: boolean;
  /** Some term out of the pipeline expands to no term of the index: the query matches nothing. */
  unmatched: boolean;
  steps: Step[];
  /** The documents the clause matches: union of all its steps' postings. */
  docs: Set<string>;
};

const CLAUSE_CACHE_SIZE = 128;
const clauseCaches = new WeakMap<lunr.Index, Map<string, Clause>>();

/** Fuzzy token sets (lunr makes one per query and index, which is slow for a long word with two typos; README:
 * Search), for all indexes: intersect reads them and changes nothing. */
const fuzzyTokenSets = new Map<string, lunr.TokenSet>();
const FUZZY_CACHE_SIZE = 64;
function fuzzyTokenSet(term: string, editDistance: number): lunr.TokenSet {
  const key = `${editDistance}|${term}`;
  let tokenSet = fuzzyTokenSets.get(key);
  if (!tokenSet) {
    tokenSet = (lunr.TokenSet as unknown as TokenSetStatics).fromClause({term, editDistance});
    fuzzyTokenSets.set(key, tokenSet);
    if (fuzzyTokenSets.size > FUZZY_CACHE_SIZE) fuzzyTokenSets.delete(fuzzyTokenSets.keys().next().value as string);
  }
  return tokenSet;
}

/** The clause lunr's Query#term and Query#clause make of `term`, expanded on `index` as Index#query expands it. */
function expandClause(index: lunr.Index, {value, wildcard, editDistance}: QueryTerm): Clause {
  let cache = clauseCaches.get(index);
  if (!cache) clauseCaches.set(index, (cache = new Map()));
  const fuzzy = Boolean(editDistance);
  const key = `${wildcard ?? ''}|${fuzzy ? editDistance : ''}|${value}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const internals = index as unknown as IndexInternals;
  // Query#clause: wildcards are added to the term before the pipeline runs (usePipeline defaults to true).
  let text = String(value);
  if ((wildcard ?? 0) & WILDCARD_LEADING && text.charAt(0) !== '*') text = `*${text}`;
  if ((wildcard ?? 0) & WILDCARD_TRAILING && text.slice(-1) !== '*') text = `${text}*`;
  const terms = internals.pipeline.runString(text, {fields: internals.fields});
  const clause: Clause = {noTerms: terms.length === 0, unmatched: false, steps: [], docs: new Set()};
  const fromClause = (lunr.TokenSet as unknown as TokenSetStatics).fromClause;
  for (const term of terms) {
    // cachedQuery (rankResults) passes editDistance only when set: lunr makes a fuzzy token set of any clause that has one.
    const tokenSet = fuzzy ? fuzzyTokenSet(term, editDistance as number) : fromClause({term});
    const expanded = internals.tokenSet.intersect(tokenSet).toArray();
    if (expanded.length === 0) {
      clause.unmatched = true;
      break;
    }
    for (const expandedTerm of expanded) {
      const posting = internals.invertedIndex[expandedTerm];
      for (const field of internals.fields) {
        const fieldPosting = posting[field];
        const refs = Object.keys(fieldPosting);
        for (const ref of refs) clause.docs.add(ref);
        clause.steps.push({
          term: expandedTerm,
          termIndex: posting._index,
          field,
          termField: `${expandedTerm}/${field}`,
          posting: fieldPosting,
          refs,
        });
      }
    }
  }
  cache.set(key, clause);
  if (cache.size > CLAUSE_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return clause;
}

/** Whether Object.keys lists `ref` among the integer keys (ascending, before all others) rather than in insertion order. */
const isArrayIndex = (ref: string): boolean => /^(?:0|[1-9]\d*)$/.test(ref) && Number(ref) < 4294967295;

/** `refs` (all in `posting`) in the order Object.keys(posting) lists them. */
function inKeyOrder(refs: string[], step: Step): string[] {
  if (refs.length < 2) return refs;
  if (refs.every(isArrayIndex)) return refs.sort((a, b) => Number(a) - Number(b));
  const wanted = new Set(refs);
  return step.refs.filter((ref) => wanted.has(ref));
}

/** Whether `index` has what fastQuery reads (stand-ins for an index, as in tests, have only `query`). */
function isLunrIndex(index: lunr.Index): boolean {
  const internals = index as unknown as Partial<IndexInternals>;
  return Boolean(internals.invertedIndex && internals.tokenSet && internals.fieldVectors && internals.pipeline && internals.fields);
}

/**
 * What `index.query(q => terms.forEach(({value, ...options}) => q.term(value, options)))` returns, where a falsy
 * editDistance is left out of the options (as rankResults' cachedQuery does). Throws where lunr throws.
 */
export function fastQuery(index: lunr.Index, terms: QueryTerm[]): Match[] {
  if (!isLunrIndex(index) || terms.length === 0 || terms.some((term) => term.presence !== PRESENCE_REQUIRED)) {
    return index.query((query) => {
      for (const {value, presence, wildcard, editDistance} of terms) {
        query.term(value, {presence, wildcard, ...(editDistance ? {editDistance} : {})} as object);
      }
    });
  }
  const internals = index as unknown as IndexInternals;
  const clauses = terms.map((term) => expandClause(index, term));
  // lunr intersects a clause's matches into the required set it starts at its first term: a first clause the
  // pipeline empties meets that set undefined (a TypeError); a later one, or a term with no match, empties it.
  if (clauses[0].noTerms) throw new TypeError("Cannot read properties of undefined (reading 'intersect')");
  if (clauses.some((clause) => clause.noTerms || clause.unmatched)) return [];

  // The documents every clause matches, intersected smallest first.
  const bySize = [...clauses].sort((a, b) => a.docs.size - b.docs.size);
  let survivors = bySize[0].docs;
  for (let i = 1; i < bySize.length && survivors.size > 0; i += 1) {
    const next = new Set<string>();
    for (const ref of survivors) if (bySize[i].docs.has(ref)) next.add(ref);
    survivors = next;
  }
  if (survivors.size === 0) return [];

  // Query vectors and match data as lunr builds them, term by term in clause order, for the survivors only.
  const queryVectors: Record<string, Upsertable> = Object.create(null);
  for (const field of internals.fields) queryVectors[field] = new lunr.Vector([]) as Upsertable;
  const termFieldSeen = new Set<string>();
  const matchingFields = new Map<string, MutableMatchData>();
  const add = (a: number, b: number) => a + b;
  for (const clause of clauses) {
    for (const step of clause.steps) {
      queryVectors[step.field].upsert(step.termIndex, 1, add);
      if (termFieldSeen.has(step.termField)) continue;
      termFieldSeen.add(step.termField);
      // The survivors this term is in, in the posting's key order (lunr's order of first matches, hence of ties).
      let found: string[];
      const fromSurvivors = survivors.size < step.refs.length;
      if (fromSurvivors) {
        found = [];
        for (const ref of survivors) if (ref in step.posting) found.push(ref);
      } else {
        found = step.refs.filter((ref) => survivors.has(ref));
      }
      const first: string[] = [];
      for (const ref of found) {
        const matchData = matchingFields.get(`${step.field}/${ref}`);
        if (matchData) matchData.add(step.term, step.field, step.posting[ref]);
        else first.push(ref);
      }
      for (const ref of fromSurvivors ? inKeyOrder(first, step) : first) {
        matchingFields.set(`${step.field}/${ref}`, new lunr.MatchData(step.term, step.field, step.posting[ref]) as MutableMatchData);
      }
    }
  }

  // Scores per field, added up per document, in lunr's order; then sorted by score (stable, as lunr's).
  const results: Match[] = [];
  const matches = new Map<string, Match>();
  for (const [fieldRef, matchData] of matchingFields) {
    const n = fieldRef.indexOf('/');
    const field = fieldRef.slice(0, n);
    const ref = fieldRef.slice(n + 1);
    const score = queryVectors[field].similarity(internals.fieldVectors[fieldRef]);
    const match = matches.get(ref);
    if (match) {
      match.score += score;
      match.matchData.combine(matchData);
    } else {
      const created = {ref, score, matchData};
      matches.set(ref, created);
      results.push(created);
    }
  }
  return results.sort((a, b) => b.score - a.score);
}
