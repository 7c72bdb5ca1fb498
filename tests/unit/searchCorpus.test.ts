// The search corpus (src/search/corpus.ts), the engine built from it (src/search/engine.ts), the query expansion
// (src/search/query.ts) and what the search plugin wrapper adds (src/plugins/search): plain data, no browser.
import {describe, expect, it} from 'vitest';
import {
  CorpusError,
  decodeDocuments,
  decodePages,
  encodeCorpus,
  isCorpus,
  CODE,
  HEADING,
  TEXT,
  TITLE,
  DESCRIPTION,
} from '../../src/search/corpus';
import {SearchEngine} from '../../src/search/engine';
import {MIN_PREFIX, smartQueries, tokenize} from '../../src/search/query';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  checkPluginDocuments,
  codeNames,
  CORPUS_PLACEHOLDER,
  corpusFileNames,
  pluginSteps,
  scanPages,
  SearchPluginError,
  writeCorpusUrls,
} from '../../src/plugins/search';
import type {SearchDocument} from '../../src/search/rankResults';

/** Two pages as the search plugin parses them: titles, headings, descriptions, keywords, text, code names. */
function pluginDocuments(): SearchDocument[][] {
  const docs: SearchDocument[][] = [[], [], [], [], [], []];
  docs[TITLE] = [
    {i: 1, t: 'Light entity', u: '/docs/core/entity/light', b: ['Entities']},
    {i: 10, t: 'Fetching data', u: '/docs/integration_fetching_data', b: []},
    {i: 20, t: 'Config entry migration', u: '/blog/2025/01/02/migration'},
  ];
  docs[HEADING] = [{i: 2, t: 'Color modes', u: '/docs/core/entity/light', h: '#color-modes', p: 1}];
  docs[DESCRIPTION] = [{i: 1, t: 'A light you can turn on and off.', s: 'Light entity', u: '/docs/core/entity/light', p: 1}];
  docs[TEXT] = [
    {
      i: 3,
      t: 'Set supported_color_modes to the modes the light can show.',
      s: 'Color modes',
      u: '/docs/core/entity/light',
      h: '#color-modes',
      p: 1,
    },
    {
      i: 11,
      t: 'A coordinator polls the device once for every entity.',
      s: 'Fetching data',
      u: '/docs/integration_fetching_data',
      h: '',
      p: 10,
    },
    {i: 21, t: 'Entries move to version two.', s: 'Config entry migration', u: '/blog/2025/01/02/migration', h: '', p: 20},
  ];
  docs[CODE] = [{i: 10, t: 'DataUpdateCoordinator async_update_data', s: 'Fetching data', u: '/docs/integration_fetching_data', p: 10}];
  return docs;
}

describe('search corpus', () => {
  it('decodes to exactly the documents the plugin wrote', () => {
    const documents = pluginDocuments();
    const {quick, full} = encodeCorpus(documents);
    const pages = decodePages(quick);
    expect(pages).toEqual(documents[TITLE]);
    for (const type of [HEADING, DESCRIPTION, CODE]) expect(decodeDocuments(type, quick.docs[type] ?? [], pages)).toEqual(documents[type]);
    expect(decodeDocuments(TEXT, full.docs[TEXT] ?? [], pages)).toEqual(documents[TEXT]);
    expect(full.docs[HEADING]).toBeUndefined();
    expect(quick.docs[TEXT]).toBeUndefined();
  });

  it('refuses a document whose page is unknown or whose URL is not its page’s', () => {
    const orphan = pluginDocuments();
    orphan[HEADING].push({i: 99, t: 'Lost', u: '/docs/x', h: '#lost', p: 98});
    expect(() => encodeCorpus(orphan)).toThrow(CorpusError);
    const moved = pluginDocuments();
    moved[TEXT][0].u = '/docs/elsewhere';
    expect(() => encodeCorpus(moved)).toThrow(/has URL \/docs\/elsewhere/);
  });

  it('tells a corpus file from anything else', () => {
    const {quick, full} = encodeCorpus(pluginDocuments());
    expect(isCorpus(quick, 'quick')).toBe(true);
    expect(isCorpus(full, 'full')).toBe(true);
    expect(isCorpus(full, 'quick')).toBe(false);
    for (const broken of [null, [], 'x', {v: 0, docs: {}}, {v: 1}]) expect(isCorpus(broken, 'full')).toBe(false);
  });
});

describe('search engine', () => {
  async function engine(withText: boolean) {
    const {quick, full} = encodeCorpus(pluginDocuments());
    const search = new SearchEngine();
    await search.loadQuick(quick);
    if (withText) await search.loadFull(full);
    return search;
  }

  it('answers from titles, headings and code names before the text is in, and from the text after', async () => {
    const quick = await engine(false);
    expect(quick.complete).toBe(false);
    expect(quick.search('light', 8)[0].document.u).toBe('/docs/core/entity/light');
    expect(quick.search('DataUpdateCoordinator', 8)[0].document.u).toBe('/docs/integration_fetching_data');
    expect(quick.search('polls', 8)).toEqual([]);
    const full = await engine(true);
    expect(full.complete).toBe(true);
    const [hit] = full.search('polls', 8);
    expect(hit.document.u).toBe('/docs/integration_fetching_data');
    expect(hit.page && hit.page.t).toBe('Fetching data');
  });

  it('finds a misspelled word and a half-typed one', async () => {
    const full = await engine(true);
    expect(full.search('ligt', 8)[0]?.document.u).toBe('/docs/core/entity/light');
    expect(full.search('coordin', 8)[0]?.document.u).toBe('/docs/integration_fetching_data');
  });

  it('narrows to pages under a path, and returns nothing for nothing', async () => {
    const full = await engine(true);
    expect(full.search('entity', 8).length).toBeGreaterThan(1);
    expect(full.search('entity', 8, '/docs/core/entity').map((r) => r.document.u)).toEqual(['/docs/core/entity/light']);
    expect(full.search('entry', 8, '/blog').map((r) => r.document.u)).toEqual(['/blog/2025/01/02/migration']);
    expect(full.search('', 8)).toEqual([]);
    expect(full.search('  -- ', 8)).toEqual([]);
    expect(full.search('~^:*+', 8)).toEqual([]);
    expect(full.search('x'.repeat(10_000), 8)).toEqual([]);
  });
});

describe('search query expansion', () => {
  it('splits at white space and hyphens, in lower case', () => {
    expect(tokenize('Add-on  Config.yaml')).toEqual(['add', 'on', 'config.yaml']);
    expect(tokenize(' - ')).toEqual([]);
  });

  it('tries the words as typed first, then without stop words, then one left out, then with typos', () => {
    const queries = smartQueries(tokenize('move the device to another area'));
    expect(queries[0].tokens).toEqual(['move', 'the', 'device', 'to', 'another', 'area']);
    expect(queries[0].term.every((t) => !t.editDistance && t.wildcard === 0)).toBe(true);
    expect(queries.some((q) => q.tokens.join(' ') === 'move device another area')).toBe(true);
    expect(queries.some((q) => q.tokens.join(' ') === 'move device area')).toBe(true);
    expect(queries.some((q) => q.term.some((t) => t.editDistance === 1))).toBe(true);
  });

  it(`takes a last word of ${MIN_PREFIX}+ letters also as a prefix, a shorter one only whole`, () => {
    const prefixed = (input: string) => smartQueries(tokenize(input)).some((q) => q.term.some((t) => t.wildcard === 2));
    expect(prefixed('config ent')).toBe(true);
    expect(prefixed('config e')).toBe(false);
    expect(prefixed('co')).toBe(false);
  });

  it('cuts a very long question', () => {
    const queries = smartQueries(tokenize('word '.repeat(500)));
    expect(Math.max(...queries.map((q) => q.term.length))).toBeLessThanOrEqual(12);
  });
});

describe('search plugin wrapper', () => {
  it('collects the names code samples use, not their keywords or short words', () => {
    const html =
      '<p>async_setup_entry in prose</p><pre><code><span class="token-line"><span class="token keyword">async</span> ' +
      '<span class="token keyword">def</span> <span class="token function">async_setup</span><span>_entry</span>(hass)<br></span>' +
      '<span class="token-line">coordinator = DataUpdateCoordinator(hass)<br></span>' +
      '<span class="token-line">&quot;entityId&quot;: CONF_HOST, value<br></span></code></pre>';
    expect(codeNames(html).split(' ')).toEqual(['async_setup_entry', 'DataUpdateCoordinator', 'entityId', 'CONF_HOST']);
    expect(codeNames('<p>no code</p>')).toBe('');
  });

  it('names the corpus files by the hash of their content: other content, another name', () => {
    const {quick, full} = encodeCorpus(pluginDocuments());
    const names = corpusFileNames(JSON.stringify(quick), JSON.stringify(full));
    expect(names.quick).toMatch(/^search-quick-[0-9a-f]{8}\.json$/);
    expect(names.full).toBe(names.quick.replace('quick', 'full'));
    expect(corpusFileNames(JSON.stringify(quick), JSON.stringify(full))).toEqual(names);
    // One word of text changed (the text file), or one heading (the quick file): new names for both.
    const edited = pluginDocuments();
    edited[TEXT][0].t = edited[TEXT][0].t.replace('modes', 'colours');
    const editedCorpus = encodeCorpus(edited);
    expect(corpusFileNames(JSON.stringify(editedCorpus.quick), JSON.stringify(editedCorpus.full)).quick).not.toBe(names.quick);
    const renamed = pluginDocuments();
    renamed[HEADING][0].t = 'Colour modes';
    const renamedCorpus = encodeCorpus(renamed);
    expect(corpusFileNames(JSON.stringify(renamedCorpus.quick), JSON.stringify(renamedCorpus.full)).full).not.toBe(names.full);
  });

  it('fills in the corpus files in the built pages, and preloads the quick one on the search page only', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'search-urls-'));
    const head = `<head><meta name="search-corpus" content="${CORPUS_PLACEHOLDER}"></head>`;
    mkdirSync(join(outDir, 'search'), {recursive: true});
    mkdirSync(join(outDir, 'docs/light'), {recursive: true});
    // A folder named like a page (a route ending in .html) is no page.
    mkdirSync(join(outDir, 'docs/old.html'), {recursive: true});
    // Minified, as the build writes them.
    writeFileSync(
      join(outDir, 'index.html'),
      `<html><head><meta name=search-corpus content=${CORPUS_PLACEHOLDER}></head><body>home</body></html>`,
    );
    writeFileSync(join(outDir, 'search/index.html'), `<html>${head}<body>search</body></html>`);
    writeFileSync(join(outDir, 'docs/light/index.html'), `<html>${head}<body>light</body></html>`);
    writeFileSync(join(outDir, 'redirect.html'), '<html><head><meta http-equiv="refresh" content="0; url=/"></head></html>');
    const urls = {quick: '/search-quick-0123abcd.json', full: '/search-full-0123abcd.json'};
    expect(await writeCorpusUrls(outDir, urls, join('search', 'index.html'))).toBe(3);
    const meta = '<meta name="search-corpus" content="/search-quick-0123abcd.json /search-full-0123abcd.json">';
    expect(readFileSync(join(outDir, 'docs/light/index.html'), 'utf8')).toBe(`<html><head>${meta}</head><body>light</body></html>`);
    expect(readFileSync(join(outDir, 'search/index.html'), 'utf8')).toContain(
      `${meta}<link rel="preload" href="/search-quick-0123abcd.json" as="fetch" crossorigin="anonymous">`,
    );
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).not.toContain('preload');
    expect(readdirSync(outDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('checks the shape of the documents the plugin parsed and says what to compare when it changes', () => {
    const parsed = pluginDocuments().slice(0, 5);
    expect(checkPluginDocuments(parsed)[TITLE]).toHaveLength(3);
    expect(() => checkPluginDocuments({documents: []})).toThrow(SearchPluginError);
    expect(() => checkPluginDocuments([[{i: '1', t: 'x', u: '/'}], ...parsed.slice(1)])).toThrow(
      /search plugin changed: compare its postBuild/,
    );
  });

  it('runs the plugin’s own steps on built pages: finds the docs and posts to index and parses them', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'search-steps-'));
    const page = (dir: string, html: string) => {
      mkdirSync(join(outDir, dir), {recursive: true});
      writeFileSync(
        join(outDir, dir, 'index.html'),
        `<html><head><meta name="description" content="About lights."></head><body>${html}</body></html>`,
      );
    };
    page(
      'docs/light',
      '<article><header><h1>Light entity</h1></header><p>Turn it on.</p><h2>Color modes<a class="hash-link" href="#color-modes">#</a></h2><p>Pick the modes.</p><pre>not_indexed_code</pre></article>',
    );
    page('blog/2025/01/02/post', '<article><header><h1>A post</h1></header><div id="__blog-post-container"><p>News.</p></div></article>');
    page('blog/page/2', '<article><h1>Older posts</h1></article>');
    const steps = pluginSteps();
    const config = steps.processPluginOptions(
      {
        indexDocs: true,
        indexBlog: true,
        indexPages: false,
        docsRouteBasePath: 'docs',
        blogRouteBasePath: 'blog',
        language: ['en'],
        ignoreCssSelectors: ['pre'],
        ignoreFiles: [/^blog\/page\//],
        docsDir: 'docs',
        blogDir: 'blog',
        removeDefaultStopWordFilter: false,
      },
      {siteDir: outDir, siteConfig: {themeConfig: {}} as never},
    );
    const routesPaths = ['/', '/docs/light', '/blog/2025/01/02/post', '/blog/page/2', '/search'];
    const sets = steps.processDocInfos({routesPaths, outDir, baseUrl: '/', siteConfig: {}, plugins: []}, config);
    expect(sets).toHaveLength(1);
    const docs = checkPluginDocuments(await steps.scanDocuments(sets[0].paths, config));
    expect(docs[TITLE].map((d) => [d.t, d.u])).toEqual([
      ['A post', '/blog/2025/01/02/post'],
      ['Light entity', '/docs/light'],
    ]);
    // The build parses them in a worker thread, in batches: the same documents, numbered from 1.
    const inWorker = await scanPages(sets[0].paths, config);
    const first = docs[TITLE][0].i - 1;
    expect(inWorker).toEqual(
      docs.map((documents) => documents.map((d) => ({...d, i: d.i - first, ...(d.p === undefined ? {} : {p: d.p - first})}))),
    );
    await expect(scanPages([{filePath: join(outDir, 'missing.html'), url: '/missing', type: 'docs'}], config)).rejects.toThrow(
      /search: parsing the built pages failed: .*ENOENT/s,
    );
    expect(docs[HEADING].map((d) => [d.t, d.h])).toEqual([['Color modes', '#color-modes']]);
    expect(docs[DESCRIPTION].map((d) => d.t)).toEqual(['About lights.', 'About lights.']);
    const text = docs[TEXT].map((d) => d.t).join(' ');
    expect(text).toContain('Pick the modes.');
    expect(text).not.toContain('not_indexed_code');
  });
});
