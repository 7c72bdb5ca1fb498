// src/search/indexBuilder.ts gives the index lunr.Builder gives (as the search configures it): the same terms and
// term numbers, postings with positions in the same order, field vectors with the same scores and key order, the same
// token set, so every query has the same matches and scores. Compared on tricky text and on the site's own docs.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import type lunr from 'lunr';
import {describe, expect, it} from 'vitest';
import {buildLunrIndex, lunrBuilderIndex} from '../../src/search/indexBuilder';
import {fastQuery} from '../../src/search/fastQuery';
import {PRESENCE_REQUIRED, WILDCARD_TRAILING, type SearchDocument} from '../../src/search/types';

/** The whole index as data: lunr's serialization (terms sorted, postings and vectors in key order) and the token set. */
function dump(index: lunr.Index) {
  const internals = index as unknown as {
    fieldVectors: Record<string, unknown>;
    invertedIndex: Record<string, unknown>;
    tokenSet: lunr.TokenSet;
  };
  return {
    json: JSON.stringify(index.toJSON()),
    vectorKeys: Object.keys(internals.fieldVectors),
    termKeys: Object.keys(internals.invertedIndex),
    tokenSet: internals.tokenSet.toArray(),
  };
}

async function expectSameIndex(documents: SearchDocument[], withCompoundWords = true) {
  const slices: number[] = [];
  const fast = await buildLunrIndex(documents, {withCompoundWords, yieldNow: async () => void slices.push(1)});
  const reference = lunrBuilderIndex(documents, withCompoundWords);
  expect(dump(fast)).toEqual(dump(reference));
  return {fast, reference};
}

/** Paragraphs of the docs' Markdown, as documents: thousands of real words, code names and punctuation. */
function docsParagraphs(limit: number): SearchDocument[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.mdx?$/.test(name)) files.push(file);
    }
  };
  walk(join(__dirname, '../../docs'));
  const docs: SearchDocument[] = [];
  for (const file of files) {
    for (const paragraph of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
      if (docs.length >= limit) return docs;
      docs.push({i: docs.length + 1, t: paragraph, u: '/docs/x'});
    }
  }
  return docs;
}

describe('fast index builder', () => {
  it('builds lunr.Builder’s index from tricky text', async () => {
    const docs: SearchDocument[] = [
      {i: 1, t: 'The DataUpdateCoordinator polls async_setup_entry once — per entity.', u: '/a'},
      {i: 2, t: '', u: '/b'},
      {i: 3, t: '--- ... — ; the and of', u: '/c'},
      {i: 4, t: 'İstanbul ŞEHİR Straße HVACMode /addons/{addon}/info hass.bus.async_fire 2023.11 2024', u: '/d'},
      {i: 10, t: 'constructor toString __proto__ hasOwnProperty valueOf', u: '/e'},
      {i: 7, t: 'light lights lighting light-weight\tlight\nlight', u: '/f'},
      // Every separator of lunr's tokenizer (/[\s\-]+/), and characters close to them that are none.
      {i: 8, t: 'a\u00a0b\u1680c\u2000d\u200ae\u2028f\u2029g\u202fh\u205fi\u3000j\ufeffk\vl\fm\rn\u200bo\u2010p\u2212q_r', u: '/g'},
      {i: 9, t: 'ΟΔΟΣ Σίσυφος FooBar-BazQux x.Y', u: '/h'},
    ];
    await expectSameIndex(docs);
    await expectSameIndex(docs, false);
  });

  it('builds lunr.Builder’s index of the docs’ text, and queries on it match alike', async () => {
    const docs = docsParagraphs(3000);
    const {fast, reference} = await expectSameIndex(docs);
    for (const words of [['config'], ['data', 'updat'], ['entiti', 'registri'], ['flow']]) {
      const terms = words.map((value, n) => ({
        value,
        presence: PRESENCE_REQUIRED,
        wildcard: n === words.length - 1 ? WILDCARD_TRAILING : 0,
      }));
      expect(fastQuery(fast, terms)).toEqual(fastQuery(reference, terms));
    }
  });

  it('yields while it builds, and leaves documents with one ref twice to lunr.Builder', async () => {
    let yields = 0;
    let clock = 0;
    await buildLunrIndex(docsParagraphs(200), {yieldNow: async () => void (yields += 1), now: () => (clock += 5)});
    expect(yields).toBeGreaterThan(50);
    const twice: SearchDocument[] = [
      {i: 1, t: 'light', u: '/a'},
      {i: 1, t: 'switch', u: '/a'},
    ];
    expect(dump(await buildLunrIndex(twice))).toEqual(dump(lunrBuilderIndex(twice)));
  });
});
