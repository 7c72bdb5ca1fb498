// fastQuery must return exactly what lunr's Index#query returns for the all-required queries the search runs:
// same refs in the same order, same scores, same match data (positions, keys in the same order).
import lunr from 'lunr';
import {describe, expect, it} from 'vitest';
import {buildIndex} from '../../src/search/engine';
import {fastQuery} from '../../src/search/fastQuery';
import type {QueryTerm, SearchDocument} from '../../src/search/rankResults';

const REQUIRED = 2;
const NONE = 0;
const TRAILING = 2;

const VOCABULARY = [
  'config',
  'configuration',
  'configurations',
  'configure',
  'configured',
  'configuring',
  'config_entry',
  'config_entries',
  'config_flow',
  'confirm',
  'conflict',
  'device',
  'devices',
  'device_id',
  'move',
  'moved',
  'moving',
  'another',
  'other',
  'entity',
  'entities',
  'integration',
  'integrations',
  'setup',
  'async_setup_entry',
  'options',
  'flow',
  'registry',
  'area',
  'areas',
  'light',
  'lights',
  'service',
  'services',
  'the',
  'to',
  'a',
  'of',
  'and',
  'is',
  'data',
  'update',
  'coordinator',
  'translation',
  'translations',
  'test',
  'testing',
];

/** A deterministic pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** ~200 documents over VOCABULARY, common words more frequent, some texts repeated (equal scores: ties). */
function corpus(): SearchDocument[] {
  const next = random(42);
  const docs: SearchDocument[] = [];
  for (let i = 0; i < 200; i += 1) {
    if (i % 17 === 16) {
      docs.push({...docs[i - 5], i});
      continue;
    }
    const length = 1 + Math.floor(next() * (i % 3 === 0 ? 6 : 40));
    const words = Array.from({length}, () => VOCABULARY[Math.floor(next() ** 1.6 * VOCABULARY.length)]);
    docs.push({i, t: words.join(' '), u: `/docs/page_${i % 40}`});
  }
  return docs;
}

/** An index unlike the search's: two fields, refs that are not integers, stop words dropped from queries too. */
function otherIndex(docs: SearchDocument[]): lunr.Index {
  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stopWordFilter, lunr.stemmer);
  builder.ref('id');
  builder.field('title');
  builder.field('body');
  builder.metadataWhitelist = ['position'];
  // Added in an order that is not the refs' order, so that lunr's order of keys shows.
  for (const doc of [...docs].reverse()) {
    const words = doc.t.split(' ');
    builder.add({id: `doc-${doc.i}`, title: words.slice(0, 3).join(' '), body: words.slice(3).join(' ')});
  }
  return builder.build();
}

function lunrQuery(index: lunr.Index, terms: QueryTerm[]): lunr.Index.Result[] {
  return index.query((query) => {
    for (const {value, presence, wildcard, editDistance} of terms) {
      query.term(value, {presence, wildcard, ...(editDistance ? {editDistance} : {})} as object);
    }
  });
}

type Outcome = {results?: lunr.Index.Result[]; error?: unknown};
const run = (fn: () => lunr.Index.Result[]): Outcome => {
  try {
    return {results: fn()};
  } catch (error) {
    return {error};
  }
};

/** Differences between fastQuery's and lunr's answers to `terms`, as text (empty when they agree). */
function differences(index: lunr.Index, terms: QueryTerm[]): string[] {
  const expected = run(() => lunrQuery(index, terms));
  const actual = run(() => fastQuery(index, terms));
  const label = JSON.stringify(terms.map((t) => [t.value, t.wildcard, t.editDistance]));
  if (expected.error || actual.error) {
    return Boolean(expected.error) === Boolean(actual.error)
      ? []
      : [`${label}: lunr ${String(expected.error)}, fast ${String(actual.error)}`];
  }
  const want = expected.results!;
  const got = actual.results!;
  const refs = (results: lunr.Index.Result[]) => results.map((r) => r.ref).join(',');
  if (refs(want) !== refs(got)) return [`${label}: refs ${refs(got)} instead of ${refs(want)}`];
  const out: string[] = [];
  want.forEach((w, i) => {
    if (Math.abs(w.score - got[i].score) > 1e-9) out.push(`${label}: ${w.ref} scored ${got[i].score} instead of ${w.score}`);
    // JSON text: the same keys in the same order.
    if (JSON.stringify(w.matchData.metadata) !== JSON.stringify(got[i].matchData.metadata)) {
      out.push(
        `${label}: ${w.ref} metadata ${JSON.stringify(got[i].matchData.metadata)} instead of ${JSON.stringify(w.matchData.metadata)}`,
      );
    }
  });
  return out;
}

const WORDS = [
  ...VOCABULARY,
  'confi',
  'conf',
  'con',
  'devic',
  'entri',
  'anothr',
  'moev',
  'xyzzy',
  'configurashun',
  'c',
  'de',
  'confi*',
  'conf*ig',
];
const term = (value: string, wildcard = NONE, editDistance?: number): QueryTerm => ({value, presence: REQUIRED, wildcard, editDistance});

/** Every word alone in every form, then many random 2- to 5-term queries. */
function queries(): QueryTerm[][] {
  const out: QueryTerm[][] = [];
  for (const word of WORDS) {
    for (const wildcard of [NONE, TRAILING]) {
      for (const editDistance of [undefined, 1, 2]) out.push([term(word, wildcard, editDistance)]);
    }
  }
  const next = random(7);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)];
  for (let i = 0; i < 600; i += 1) {
    const length = 2 + Math.floor(next() * 4);
    const editDistance = pick([undefined, undefined, 1, 2]);
    const words = Array.from({length}, () => pick(WORDS));
    // As the search asks: the last word possibly as a prefix, all words possibly with a typo.
    out.push(
      words.map((w, k) =>
        term(w, k === length - 1 && next() < 0.5 ? TRAILING : NONE, w.length > (editDistance ?? 0) ? editDistance : undefined),
      ),
    );
  }
  out.push(['move', 'device', 'to', 'another', 'confi'].map((w, k) => term(w, k === 4 ? TRAILING : NONE)));
  out.push(['move', 'device', 'another', 'confi'].map((w, k) => term(w, k === 3 ? TRAILING : NONE, 1)));
  out.push([term('config', TRAILING), term('config', NONE), term('configur', TRAILING)]);
  return out;
}

describe('fastQuery', () => {
  const docs = corpus();

  it('answers as lunr does on an index built as the search builds it', async () => {
    const index = await buildIndex(docs);
    const all = queries();
    const found = all.filter((terms) => lunrQuery(index, terms).length > 0).length;
    // The test means something only if many queries find something.
    expect(found).toBeGreaterThan(all.length / 4);
    expect(all.flatMap((terms) => differences(index, terms))).toEqual([]);
  });

  it('answers as lunr does with two fields, text refs and stop words dropped by the search pipeline', () => {
    const index = otherIndex(docs);
    const all = [...queries(), [term('the')], [term('the'), term('device')], [term('device'), term('the')], [term('to', TRAILING)]];
    expect(all.flatMap((terms) => differences(index, terms))).toEqual([]);
  });

  it('throws where lunr throws and leaves queries it does not handle to lunr', () => {
    const index = otherIndex(docs);
    expect(() => lunrQuery(index, [term('the'), term('device')])).toThrow();
    expect(() => fastQuery(index, [term('the'), term('device')])).toThrow();
    const optional: QueryTerm[] = [{value: 'device'}, {value: 'config', presence: REQUIRED}];
    expect(differences(index, optional)).toEqual([]);
    expect(differences(index, [])).toEqual([]);
  });

  it('keeps its answers the same when asked again (expansions are cached)', async () => {
    const index = await buildIndex(docs);
    const terms = [term('device'), term('confi', TRAILING)];
    const first = JSON.stringify(fastQuery(index, terms));
    expect(JSON.stringify(fastQuery(index, terms))).toBe(first);
    expect(differences(index, terms)).toEqual([]);
  });
});
