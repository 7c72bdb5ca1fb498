import type lunr from 'lunr';
import {describe, expect, it} from 'vitest';
import {fastQuery} from '../../src/search/fastQuery';
import {apiName, apiNamesOf, compoundWords} from '../../src/search/query';
import {rankResults, type ApiName, type SearchDocument, type SmartQuery, type WrappedIndex} from '../../src/search/rankResults';

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
    const broken: WrappedIndex = {
      type: 4,
      documents: [],
      index: {
        query: () => {
          throw new Error('bad query');
        },
      },
    };
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
      [
        {i: 1, t: 'Fetching data', u: '/docs/fetching'},
        {i: 2, t: 'Versions', u: '/docs/versions'},
      ],
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

describe('search ranking: API names', () => {
  const apiNames = (...names: string[]) => new Map(names.map((name) => [name.toLowerCase(), apiName(name)!]));
  const rank = (indexes: WrappedIndex[], word: string, names?: Map<string, ApiName>) =>
    rankResults(indexes, query(word), [word], 8, names).map((r) => r.document.u);

  it('reads an API name as the words it joins, and the code names a dotted one holds', () => {
    expect(compoundWords('DataUpdateCoordinator')).toEqual(['data', 'update', 'coordinator']);
    expect(compoundWords('HVACMode')).toEqual(['hvac', 'mode']);
    expect(compoundWords('/addons/{addon}/info')).toEqual(['addons', 'addon', 'info']);
    expect(compoundWords('async_setup_entry')).toEqual(['async', 'setup', 'entry']);
    expect(compoundWords('async_setup_entry', true)).toEqual([]);
    expect(compoundWords('ConfigEntry.runtime_data', true)).toEqual(['config', 'entry.runtime_data']);
    // Punctuation around a word, or one-letter pieces, make no compound.
    expect(compoundWords('entity,')).toEqual([]);
    expect(compoundWords('(light)')).toEqual([]);
    expect(compoundWords('e.g.')).toEqual([]);
    expect(apiName('getCardSize')).toEqual({words: ['card', 'size'], codeNames: []});
    expect(apiName('hass.bus.async_fire')).toEqual({words: ['hass', 'bus', 'async', 'fire'], codeNames: ['async_fire']});
    expect(apiName('unique_id')).toEqual({words: ['unique', 'id'], codeNames: []});
    expect(apiName('light')).toBeUndefined();
    expect(apiName('get_it')).toBeUndefined();
    expect([...apiNamesOf('unique_id ServiceValidationError light').keys()]).toEqual(['unique_id', 'servicevalidationerror']);
  });

  it('indexes the words of camelCase names and paths besides the names, and keeps snake_case and code names whole', async () => {
    const {buildIndex} = await import('../../src/search/engine');
    const docs = [
      {i: 1, t: 'Subclass DataUpdateCoordinator to poll once', u: '/docs/fetching', p: 1},
      {i: 2, t: 'GET /addons/{addon}/info returns the state', u: '/docs/endpoints', p: 2},
      {i: 3, t: 'Call async_setup_entry on start', u: '/docs/setup', p: 3},
    ];
    const refs = (index: lunr.Index, word: string) => fastQuery(index, [{value: word, presence: 2}]).map((match) => match.ref);
    const text = await buildIndex(docs);
    expect(refs(text, 'coordinator')).toEqual(['1']);
    expect(refs(text, 'dataupdatecoordinator')).toEqual(['1']);
    expect(refs(text, 'addon')).toEqual(['2']);
    expect(refs(text, 'setup')).toEqual([]);
    expect(refs(text, 'async_setup_entry')).toEqual(['3']);
    // The highlight of a word inside a name is the name.
    const [match] = fastQuery(text, [{value: 'coordinator', presence: 2}]);
    expect(match.matchData.metadata).toEqual({coordin: {t: {position: [[9, 21]]}}});
    const code = await buildIndex(docs, undefined, false);
    expect(refs(code, 'coordinator')).toEqual([]);
    expect(refs(code, 'dataupdatecoordinator')).toEqual(['1']);
  });

  // A page whose heading names unique_id in words ("Unique id") and one that uses the name more often in its text.
  const headingPages = [
    fakeIndex(0, [
      {i: 1, t: 'Entity', u: '/docs/entity'},
      {i: 2, t: 'Config entries', u: '/docs/config_entries'},
    ]),
    fakeIndex(1, [{i: 10, t: 'Unique id', u: '/docs/entity', h: '#unique-id', p: 1}]),
    fakeIndex(4, [
      {i: 11, t: 'Every entity in the entity registry sets its unique_id from a stable identifier of the device', u: '/docs/entity', p: 1},
      {i: 12, t: 'Set unique_id early', u: '/docs/config_entries', p: 2},
    ]),
  ];

  it('ranks first the page whose title or heading names an API name in words', () => {
    expect(rank(headingPages, 'unique_id', apiNames('unique_id'))[0]).toBe('/docs/entity');
    expect(rank(headingPages, 'unique_id')[0]).toBe('/docs/config_entries');
    const [result] = rankResults(headingPages, query('unique_id'), ['unique_id'], 8, apiNames('unique_id'));
    expect(result.document.t).toBe('Unique id');
    expect(result.tokens).toEqual(['unique', 'id']);
  });

  // The reference names getCardSize in its text; a post announces a change to it in its title.
  const postAndReference = [
    fakeIndex(0, [
      {i: 1, t: 'Custom card', u: '/docs/frontend/custom-card'},
      {i: 2, t: 'Lovelace: getCardSize can now be async', u: '/blog/2020/06/01/card-sizes'},
    ]),
    fakeIndex(4, [
      {i: 11, t: 'getCardSize returns height', u: '/docs/frontend/custom-card', p: 1},
      {i: 12, t: 'getCardSize may return a promise', u: '/blog/2020/06/01/card-sizes', p: 2},
    ]),
  ];

  it('ranks the reference above a post that announces a change to an API name, for a query of API names only', () => {
    expect(rank(postAndReference, 'getcardsize', apiNames('getCardSize'))[0]).toBe('/docs/frontend/custom-card');
    // The same word, no API name as typed: the post keeps its usual weight, and its title match wins.
    expect(rank(postAndReference, 'getcardsize')[0]).toBe('/blog/2020/06/01/card-sizes');
  });

  it('reads no question about a change into an API name that starts like one', () => {
    const pair = [
      fakeIndex(0, [
        {i: 1, t: 'Deprecating', u: '/docs/deprecating'},
        {i: 2, t: 'DeprecatedConstantEnum for old constants', u: '/blog/2023/12/19/constants'},
      ]),
      fakeIndex(4, [{i: 11, t: 'Wrap the old constant in DeprecatedConstantEnum and keep it', u: '/docs/deprecating', p: 1}]),
    ];
    const [word] = ['deprecatedconstantenum'];
    expect(rank(pair, word, apiNames('DeprecatedConstantEnum'))[0]).toBe('/docs/deprecating');
    // A plain word starting with "deprecat" asks about the change: the post keeps its full weight.
    expect(rank(pair, word)[0]).toBe('/blog/2023/12/19/constants');
  });

  it('searches a dotted name by the code names it holds: code samples list hass.bus.async_fire as async_fire', () => {
    const pages = [
      fakeIndex(0, [{i: 1, t: 'Events', u: '/docs/events'}]),
      fakeIndex(5, [{i: 1, t: 'HomeAssistant async_fire EVENT_STATE_CHANGED', u: '/docs/events', p: 1}]),
    ];
    expect(rank(pages, 'hass.bus.async_fire', apiNames('hass.bus.async_fire'))).toEqual(['/docs/events']);
    expect(
      rank(pages, 'hass.bus.async_fire', new Map([['hass.bus.async_fire', {words: ['hass', 'bus', 'async', 'fire'], codeNames: []}]])),
    ).toEqual([]);
  });
});

describe('search ranking: page names', () => {
  // The pipelines page says little about voice; the satellite page says "voice pipeline" in a short text.
  const pages = (pipelinesUrl: string) => [
    fakeIndex(0, [
      {i: 1, t: 'Assist pipelines', u: pipelinesUrl},
      {i: 2, t: 'Assist satellite entity', u: '/docs/core/entity/assist-satellite'},
    ]),
    fakeIndex(4, [
      {i: 11, t: 'A pipeline runs wake word detection, speech to text and intent recognition for voice', u: pipelinesUrl, p: 1},
      {i: 13, t: 'The satellite hands the audio to the voice pipeline', u: '/docs/core/entity/assist-satellite', p: 2},
    ]),
  ];
  const urls = (indexes: WrappedIndex[], words: string[]) => rankResults(indexes, query(...words), words, 8).map((r) => r.document.u);

  it('ranks first a page whose title and URL hold every word of the query', () => {
    expect(urls(pages('/docs/voice/pipelines/'), ['voice', 'pipeline'])[0]).toBe('/docs/voice/pipelines/');
    // The same page elsewhere: its name lacks "voice".
    expect(urls(pages('/docs/assist/pipelines/'), ['voice', 'pipeline'])[0]).toBe('/docs/core/entity/assist-satellite');
  });

  it('reads a page name without the site section and dates, and only for a query of several words', () => {
    const named = (url: string, words: string[]) => {
      const indexes = [
        fakeIndex(0, [
          {i: 1, t: 'Pipelines', u: url},
          {i: 2, t: 'Assist satellite entity', u: '/docs/core/entity/assist-satellite'},
        ]),
        fakeIndex(4, [
          {i: 11, t: 'A pipeline runs wake word detection, speech to text and intent recognition for voice and 2024 docs', u: url, p: 1},
          {i: 13, t: 'The satellite hands the audio to the voice pipeline of 2024 docs', u: '/docs/core/entity/assist-satellite', p: 2},
        ]),
      ];
      return urls(indexes, words)[0] === url;
    };
    expect(named('/docs/voice/pipelines', ['voice', 'pipeline'])).toBe(true);
    expect(named('/docs/2024/pipelines', ['2024', 'pipeline'])).toBe(false);
    expect(named('/docs/pipelines', ['docs', 'pipeline'])).toBe(false);
    // One word: its title match already says the page is named so.
    expect(named('/docs/voice', ['voice'])).toBe(false);
  });
});

describe('search engine: API names', () => {
  it('indexes the words of names in the prose but not in the code names, and ranks by the API names typed', async () => {
    const {SearchEngine} = await import('../../src/search/engine');
    const {encodeCorpus} = await import('../../src/search/corpus');
    const {quick, full} = encodeCorpus([
      [
        {i: 1, t: 'Fetching data', u: '/docs/fetching'},
        {i: 2, t: 'Entity', u: '/docs/entity'},
        {i: 3, t: 'Config entries', u: '/docs/config_entries'},
      ],
      [{i: 10, t: 'Unique id', u: '/docs/entity', h: '#unique-id', p: 2}],
      [],
      [],
      [
        {i: 20, t: 'Subclass DataUpdateCoordinator to poll once', s: 'Fetching data', u: '/docs/fetching', h: '', p: 1},
        {
          i: 21,
          t: 'Every entity in the entity registry sets its unique_id from a stable identifier of the device',
          s: 'Unique id',
          u: '/docs/entity',
          h: '#unique-id',
          p: 2,
        },
        {i: 22, t: 'Set unique_id early', s: 'Config entries', u: '/docs/config_entries', h: '', p: 3},
      ],
      [{i: 3, t: 'HomeAssistant ConfigEntry', s: 'Config entries', u: '/docs/config_entries', p: 3}],
    ]);
    const engine = new SearchEngine();
    await engine.loadQuick(quick);
    await engine.loadFull(full);
    expect(engine.search('coordinator', 8).map((r) => r.document.u)).toEqual(['/docs/fetching']);
    expect(engine.search('assistant', 8)).toEqual([]);
    expect(engine.search('HomeAssistant', 8).map((r) => r.document.u)).toEqual(['/docs/config_entries']);
    expect(engine.search('unique_id', 8)[0].document.u).toBe('/docs/entity');
  });
});
