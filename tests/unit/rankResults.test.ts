import {describe, expect, it} from 'vitest';
import {rankResults, type SearchDocument, type SmartQuery, type WrappedIndex} from '../../src/search/rankResults';

/** A stand-in for a lunr index: a document matches when it holds every query word; its score is the share of its
 * words that match, as BM25 favours short fields. */
function fakeIndex(type: number, documents: SearchDocument[]): WrappedIndex {
  return {
    type,
    documents,
    index: {
      query(build) {
        const words: string[] = [];
        build({term: (value) => words.push(value.toLowerCase())});
        return documents
          .map((doc) => {
            const text = doc.t.toLowerCase().split(/[^a-z0-9_]+/);
            const hits = words.filter((w) => text.includes(w)).length;
            return {ref: String(doc.i), score: hits === words.length ? hits / text.length : 0, matchData: {metadata: {}}};
          })
          .filter((m) => m.score > 0)
          .sort((a, b) => b.score - a.score);
      },
    },
  };
}

const query = (...words: string[]): SmartQuery[] => [{term: words.map((value) => ({value, presence: 2})), tokens: words}];

// Pages: a doc that explains the coordinator (text and code), a blog post with the name in its title, a page that
// only uses it in code, and a light entity page.
const titles = [
  {i: 1, t: 'Fetching data', u: '/docs/integration_fetching_data'},
  {i: 2, t: 'Avoiding unnecessary callbacks with DataUpdateCoordinator', u: '/blog/2023/07/27/callbacks'},
  {i: 3, t: 'Button entity', u: '/docs/core/entity/button'},
  {i: 4, t: 'Light entity', u: '/docs/core/entity/light'},
  {i: 5, t: 'Removing an integration page', u: '/docs/documenting/remove-page'},
  {i: 6, t: 'Replacing async_track_state_change', u: '/blog/2024/04/13/replacing'},
];
const headings = [{i: 10, t: 'Coordinated polling', u: '/docs/integration_fetching_data', h: '#coordinated', p: 1}];
const texts = [
  {i: 20, t: 'A DataUpdateCoordinator polls once for all entities', u: '/docs/integration_fetching_data', p: 1},
  {i: 21, t: 'Subclass DataUpdateCoordinator and implement _async_update_data', u: '/docs/integration_fetching_data', p: 1},
  {i: 22, t: 'The DataUpdateCoordinator now skips callbacks when data is unchanged', u: '/blog/2023/07/27/callbacks', p: 2},
  {i: 23, t: 'Lights report brightness and a colour mode; the light entity is on or off', u: '/docs/core/entity/light', p: 4},
  {i: 24, t: 'async_track_state_change was removed in 2025.5', u: '/blog/2024/04/13/replacing', p: 6},
  {i: 25, t: 'Pages that are removed need a redirect', u: '/docs/documenting/remove-page', p: 5},
];
const code = [
  {i: 1, t: 'DataUpdateCoordinator CoordinatorEntity', u: '/docs/integration_fetching_data', p: 1},
  {i: 3, t: 'ButtonEntity DataUpdateCoordinator', u: '/docs/core/entity/button', p: 3},
];
const indexes = [fakeIndex(0, titles), fakeIndex(1, headings), fakeIndex(2, []), fakeIndex(3, []), fakeIndex(4, texts), fakeIndex(5, code)];
const urls = (words: string[]) => rankResults(indexes, query(...words), words, 8).map((r) => r.document.u);

describe('search ranking', () => {
  it('ranks the doc that explains a name above a post with the name in its title and a page that only uses it', () => {
    expect(urls(['dataupdatecoordinator'])).toEqual([
      '/docs/integration_fetching_data',
      '/blog/2023/07/27/callbacks',
      '/docs/core/entity/button',
    ]);
  });

  it('gives one result per page, showing its best match', () => {
    const results = rankResults(indexes, query('dataupdatecoordinator'), ['dataupdatecoordinator'], 8);
    expect(new Set(results.map((r) => r.document.u)).size).toBe(results.length);
    expect(results[0].type).toBe(4);
    expect(results[0].page).toMatchObject({t: 'Fetching data'});
  });

  it('a title the query fills ranks first', () => {
    expect(urls(['light', 'entity'])[0]).toBe('/docs/core/entity/light');
  });

  it('finds a page whose words are spread over its title and its text, and prefers the page with all of them', () => {
    expect(urls(['async_track_state_change', 'removed'])[0]).toBe('/blog/2024/04/13/replacing');
  });

  it('ranks docs above posts, except for questions about a deprecation or removal', () => {
    const pair = [
      fakeIndex(0, [
        {i: 1, t: 'Sensors', u: '/docs/sensors'},
        {i: 2, t: 'Sensors', u: '/blog/2025/01/01/sensors'},
      ]),
      fakeIndex(4, [
        {i: 11, t: 'the total sensor is deprecated here', u: '/docs/sensors', p: 1},
        {i: 12, t: 'total sensor deprecated', u: '/blog/2025/01/01/sensors', p: 2},
      ]),
    ];
    const first = (words: string[]) => rankResults(pair, query(...words), words, 8)[0].document.u;
    expect(first(['total', 'sensor'])).toBe('/docs/sensors');
    expect(first(['sensor', 'deprecated'])).toBe('/blog/2025/01/01/sensors');
  });

  it('respects the limit and returns nothing for no query', () => {
    expect(rankResults(indexes, query('entity'), ['entity'], 1)).toHaveLength(1);
    expect(rankResults(indexes, [], [], 8)).toEqual([]);
  });

  it('passes editDistance to the index only when a term has one', () => {
    const seen: object[] = [];
    const recording: WrappedIndex = {type: 0, documents: [], index: {query: (build) => (build({term: (_v, o) => seen.push(o)}), [])}};
    rankResults([recording], [{term: [{value: 'a', presence: 2, wildcard: 0, editDistance: undefined}], tokens: ['a']}], ['a'], 8);
    expect(seen[0]).toEqual({presence: 2, wildcard: 0});
    expect('editDistance' in seen[0]).toBe(false);
  });

  it('skips an index that throws on a query', () => {
    const broken: WrappedIndex = {type: 4, documents: [], index: {query: () => { throw new Error('bad query'); }}};
    expect(rankResults([fakeIndex(0, titles), broken], query('light'), ['light'], 8).map((r) => r.document.u)).toEqual([
      '/docs/core/entity/light',
    ]);
  });
});

describe('search ranking: stop words and misspellings', () => {
  it('counts the query without its stop words (never indexed) as the strictest one', () => {
    const withStopWord: SmartQuery[] = [
      {term: ['changes', 'by', 'release'].map((value) => ({value, presence: 2})), tokens: ['changes', 'by', 'release']},
      {term: ['changes', 'release'].map((value) => ({value, presence: 2})), tokens: ['changes', 'release']},
    ];
    const pair = [fakeIndex(0, [{i: 1, t: 'Release changes', u: '/docs/release'}])];
    const [result] = rankResults(pair, withStopWord, ['changes', 'by', 'release'], 8);
    const [strict] = rankResults(pair, query('changes', 'release'), ['changes', 'release'], 8);
    expect(result.score).toBe(strict.score);
  });

  it('corrects a word no index knows by one edit, on the word as typed, not on its stem', async () => {
    const {buildIndex} = await import('../../src/search/engine');
    const docs: SearchDocument[][] = [
      [{i: 1, t: 'Fetching data', u: '/docs/fetching'}, {i: 2, t: 'Versions', u: '/docs/versions'}],
      [],
      [],
      [],
      [
        {i: 11, t: 'A coordinator polls once for all entities', u: '/docs/fetching', p: 1},
        {i: 12, t: 'Set breaking_versions to the versions that need a backup', u: '/docs/versions', p: 2},
      ],
      [],
    ];
    const real: WrappedIndex[] = await Promise.all(
      docs.map(async (documents, type) => ({type, documents, index: (await buildIndex(documents)) as unknown as WrappedIndex['index']})),
    );
    const search = (word: string) => rankResults(real, query(word), [word], 8);
    // "coordinator" is indexed as "coordin"; lunr's typo matching compares "coordiantor" (no stem) with it and fails.
    expect(search('coordiantor').map((r) => r.document.u)).toEqual(['/docs/fetching']);
    expect(search('coordiantor')[0].tokens).toEqual(['coordinator']);
    expect(search('breaking_verisons').map((r) => r.document.u)).toEqual(['/docs/versions']);
    // A word whose stem the index knows is left as typed.
    expect(search('coordinators')[0].tokens).toEqual(['coordinators']);
    // A prefix of a term the index holds (a word being typed) is not corrected: matched whole, it finds nothing here.
    expect(search('breaking_ver')).toEqual([]);
  });
});
