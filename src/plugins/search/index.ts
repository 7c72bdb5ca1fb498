// The site search: @easyops-cn/docusaurus-search-local, wrapped. The plugin adds the /search route, and its own steps
// find the built pages and parse them into documents; this wrapper writes those documents, with the names each page's
// code samples use, as the compact corpus the browser downloads (src/search/corpus.ts). The plugin's lunr indexes are
// never built: the browser builds its own from the corpus. The search bar, the search page and the worker are ours
// (src/theme/SearchBar, src/theme/SearchPage, src/search).
//
// The corpus files are named by the hash of their own content, so a name is never served for other content from a
// cache. That content is known only once the pages are built (it is parsed from them), after the bundles: the pages
// carry the names in a meta tag (CORPUS_META), written with a placeholder and filled in by postBuild, and the search
// page preloads the quick file.
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {Worker} from 'node:worker_threads';
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';
import {
  CODE,
  CODE_NAME,
  CORPUS_META,
  isCodeName,
  decodeDocuments,
  decodePages,
  encodeCorpus,
  QUICK_TYPES,
  FULL_TYPES,
  TITLE,
} from '../../search/corpus';
import {SEARCH_WORKER_NAME, type SearchDocument} from '../../search/types';

// The plugin's types describe its options only; its module exports the plugin and validateOptions (CommonJS).
type SearchLocalModule = {
  default: (context: LoadContext, options: unknown) => Plugin;
  validateOptions: (data: OptionValidationContext<SearchLocalOptions, unknown>) => unknown;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const searchLocal = require('@easyops-cn/docusaurus-search-local') as SearchLocalModule;

export class SearchPluginError extends Error {}

/** Where the plugin's postBuild steps live; their names and shapes are checked by `pluginSteps` and a unit test. */
const PLUGIN_UTILS = '@easyops-cn/docusaurus-search-local/dist/server/server/utils/';

const shapeChanged = (what: string) =>
  new SearchPluginError(
    `search: ${what}. The search plugin changed: compare its postBuild (node_modules/${PLUGIN_UTILS}postBuildFactory.js) ` +
      'with src/plugins/search.',
  );

/**
 * Built pages parsed at a time: the plugin's scanDocuments reads every page it is given before it parses them, which
 * for the whole site held all the HTML and the parsed trees at once.
 */
const SCAN_BATCH = 10;

/**
 * A parsing worker's heap: a batch of pages needs a few MB, and a small heap is collected early instead of growing
 * (each worker's heap adds to the build's peak memory, which is highest after bundling).
 */
const WORKER_LIMITS = {maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64};

/**
 * Parses the built pages with the plugin's scanDocuments in a worker thread (./scanWorker.cjs), in batches: it is most
 * of the build's postBuild time, and the other postBuild hooks run on the main thread meanwhile. One worker, with a
 * small heap: on the main thread the build took longer, and a second worker, half the pages each, made it no quicker
 * but raised the build's peak memory (README: Build memory).
 */
export async function scanPages(paths: unknown[], config: unknown): Promise<SearchDocument[][]> {
  const scanModule = require.resolve(`${PLUGIN_UTILS}scanDocuments`);
  const parsed = await new Promise<unknown>((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'scanWorker.cjs'), {
      workerData: {scanModule, paths, config, batch: SCAN_BATCH},
      resourceLimits: WORKER_LIMITS,
    });
    worker.once('message', resolve);
    worker.once('error', (error) =>
      reject(new SearchPluginError(`search: parsing the built pages failed: ${error.stack ?? error.message}`)),
    );
    worker.once('exit', (code) =>
      code === 0 ? undefined : reject(new SearchPluginError(`search: the page parsing worker exited with code ${code}`)),
    );
  });
  return checkPluginDocuments(parsed);
}

/** A set of built pages to parse, as the plugin's `processDocInfos` lists them (one per docs version's output dir). */
type PluginPageSet = {outDir: string; paths: unknown[]};

/**
 * The first two steps of the plugin's postBuild: list the built pages to index, and parse them into documents (one
 * array per type: titles, headings, descriptions, keywords, text). Its third step, which builds a lunr index of every
 * document and writes it to a large file this site never serves, costs time and memory and is left out (README: Build
 * memory).
 */
export type PluginSteps = {
  /** The plugin's options as its postBuild reads them (arrays for the route bases, resolved dirs). */
  processPluginOptions: (options: unknown, context: Pick<LoadContext, 'siteDir' | 'siteConfig'>) => unknown;
  processDocInfos: (props: unknown, config: unknown) => PluginPageSet[];
  scanDocuments: (paths: unknown[], config: unknown) => Promise<unknown>;
};

/** The plugin's postBuild steps; throws, naming what to compare, when one has moved or been renamed. */
export function pluginSteps(): PluginSteps {
  const step = <K extends keyof PluginSteps>(name: K): PluginSteps[K] => {
    let module: Record<string, unknown>;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      module = require(`${PLUGIN_UTILS}${name}`) as Record<string, unknown>;
    } catch (error) {
      throw shapeChanged(`its module ${name} was not found (${(error as Error).message.split('\n')[0]})`);
    }
    if (typeof module[name] !== 'function') throw shapeChanged(`its module ${name} exports no function ${name}`);
    return module[name] as PluginSteps[K];
  };
  return {
    processPluginOptions: step('processPluginOptions'),
    processDocInfos: step('processDocInfos'),
    scanDocuments: step('scanDocuments'),
  };
}

const MAX_CODE_NAMES = 400;

/** The names the code samples (`<pre>`) of a page's HTML use, space-separated, in order of first use. */
export function codeNames(html: string): string {
  const names = new Set<string>();
  for (const [, inner] of html.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g)) {
    // The text as the browser shows it: tags out (a highlighted name is split over several), lines apart.
    const text = inner
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi, ' ');
    for (const name of text.match(CODE_NAME) ?? []) {
      if (names.size >= MAX_CODE_NAMES) break;
      if (isCodeName(name)) names.add(name);
    }
  }
  return [...names].join(' ');
}

/** The built HTML file of a route (`/docs/x` is `docs/x/index.html` or `docs/x.html`). */
function htmlFileOf(outDir: string, baseUrl: string, url: string): string | undefined {
  const route = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url.replace(/^\//, '');
  const candidates = [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)];
  return candidates.find((file) => existsSync(file));
}

/** The corpus files' names: the hash of both files' content (one name for the pair, which only work together). */
export function corpusFileNames(quick: string, full: string): {quick: string; full: string} {
  const hash = createHash('sha256').update(quick).update('\0').update(full).digest('hex').slice(0, 8);
  return {quick: `search-quick-${hash}.json`, full: `search-full-${hash}.json`};
}

/** What the built pages carry in CORPUS_META until postBuild knows the corpus files' names. */
export const CORPUS_PLACEHOLDER = 'search-corpus-files-not-written';
/** The tag as the built pages have it: the minifier leaves out the quotes it can. */
const META_PLACEHOLDER = new RegExp(`<meta name="?${CORPUS_META}"? content="?${CORPUS_PLACEHOLDER}"?\\s*/?>`);

/**
 * Fills in the corpus files' URLs in every built page (`quick full`), and on the search page (`searchPage`, a file
 * under outDir) preloads the quick file. Each page is replaced whole (written beside it, then renamed): other postBuild
 * hooks read the pages meanwhile. Returns the number of pages filled in.
 */
export async function writeCorpusUrls(outDir: string, urls: {quick: string; full: string}, searchPage?: string): Promise<number> {
  const meta = `<meta name="${CORPUS_META}" content="${urls.quick} ${urls.full}">`;
  const preload = `<link rel="preload" href="${urls.quick}" as="fetch" crossorigin="anonymous">`;
  const files = (await readdir(outDir, {recursive: true, withFileTypes: true}))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(outDir, path.join(entry.parentPath ?? entry.path, entry.name)));
  let written = 0;
  const queue = [...files];
  const next = async (): Promise<void> => {
    const file = queue.shift();
    if (file === undefined) return;
    const full = path.join(outDir, file);
    const html = await readFile(full, 'utf8');
    if (META_PLACEHOLDER.test(html)) {
      const filled = html.replace(META_PLACEHOLDER, () => (file === searchPage ? meta + preload : meta));
      await writeFile(`${full}.tmp`, filled);
      await rename(`${full}.tmp`, full);
      written += 1;
    }
    return next();
  };
  await Promise.all(Array.from({length: 8}, next));
  return written;
}

/** The documents the plugin parsed, one array per type; throws when their shape is not the known one. */
export function checkPluginDocuments(documentsByType: unknown): SearchDocument[][] {
  if (!Array.isArray(documentsByType) || documentsByType.length < 5)
    throw shapeChanged('scanDocuments gave no array of at least 5 document types');
  return documentsByType.map((documents: unknown, type) => {
    if (!Array.isArray(documents)) throw shapeChanged(`scanDocuments gave no documents for type ${type}`);
    for (const doc of documents as Partial<SearchDocument>[]) {
      if (typeof doc?.i !== 'number' || typeof doc.t !== 'string' || typeof doc.u !== 'string') {
        throw shapeChanged(`scanDocuments gave a document of type ${type} without a numeric i, a text t and a URL u`);
      }
    }
    return documents as SearchDocument[];
  });
}

/** Checks that decoding the corpus gives back exactly the documents it was made of. */
function assertRoundTrip(documentsByType: SearchDocument[][], corpus: ReturnType<typeof encodeCorpus>): void {
  const pages = decodePages(corpus.quick);
  const decoded: SearchDocument[][] = [];
  decoded[TITLE] = pages;
  for (const type of QUICK_TYPES) decoded[type] = decodeDocuments(type, corpus.quick.docs[type] ?? [], pages);
  for (const type of FULL_TYPES) decoded[type] = decodeDocuments(type, corpus.full.docs[type] ?? [], pages);
  documentsByType.forEach((documents, type) => {
    const a = JSON.stringify(documents.map((doc) => Object.fromEntries(Object.entries(doc).sort())));
    const b = JSON.stringify((decoded[type] ?? []).map((doc) => Object.fromEntries(Object.entries(doc).sort())));
    if (a !== b) throw new SearchPluginError(`search corpus: type ${type} does not decode to the plugin's documents`);
  });
}

/**
 * The bundler's default cache group for node_modules (webpack's and Rspack's defaults, restated: a cache group given
 * here replaces the default), except that the search worker's chunk keeps its packages. Otherwise lunr went to a
 * chunk of its own, which the worker loads with importScripts only once its own script runs: a second round trip
 * before the first answer, on a phone's connection the longest wait of all. Every other chunk is split as before.
 */
export const vendorsCacheGroup = {
  idHint: 'vendors',
  reuseExistingChunk: true,
  test: /[\\/]node_modules[\\/]/i,
  priority: -10,
  // 'async', the default, but for the worker.
  chunks: (chunk: {name?: string | null; canBeInitial(): boolean}): boolean => !chunk.canBeInitial() && chunk.name !== SEARCH_WORKER_NAME,
};

export type SearchPluginOptions = SearchLocalOptions & {searchContextByPaths?: unknown};

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  // Areas narrow the search page by URL (src/search/client.ts `within`): the plugin needs no index per area.
  const pluginOptions = {...options, searchContextByPaths: undefined};
  const inner = searchLocal.default(context, pluginOptions);
  return {
    ...inner,
    configureWebpack(config, isServer, utils, content) {
      const own = inner.configureWebpack?.call(inner, config, isServer, utils, content) ?? {};
      return isServer ? own : {...own, optimization: {splitChunks: {cacheGroups: {defaultVendors: vendorsCacheGroup}}}};
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'meta', attributes: {name: CORPUS_META, content: CORPUS_PLACEHOLDER}}]};
    },
    // The plugin's postBuild would also build and write lunr indexes: its steps are called without that one.
    async postBuild(props) {
      const {outDir, siteConfig} = props;
      const steps = pluginSteps();
      const config = steps.processPluginOptions(pluginOptions, context);
      const pageSets = steps.processDocInfos(props, config);
      // One docs version: one set of pages, the whole site's. More would each need their own corpus.
      if (pageSets.length !== 1) throw shapeChanged(`processDocInfos gave ${pageSets.length} page sets where this site has one`);
      const documentsByType = await scanPages(pageSets[0].paths, config);
      // The code names, one document per page that has code samples, ranked below the prose.
      const codeDocuments: SearchDocument[] = [];
      for (const page of documentsByType[TITLE]) {
        const file = htmlFileOf(outDir, siteConfig.baseUrl, page.u);
        if (!file) throw new SearchPluginError(`search: no built HTML for ${page.u}`);
        const names = codeNames(await readFile(file, 'utf8'));
        if (names) codeDocuments.push({i: page.i, t: names, s: page.t, u: page.u, p: page.i});
      }
      documentsByType[CODE] = codeDocuments;
      const corpus = encodeCorpus(documentsByType);
      assertRoundTrip(documentsByType, corpus);
      const quick = JSON.stringify(corpus.quick);
      const full = JSON.stringify(corpus.full);
      const files = corpusFileNames(quick, full);
      await Promise.all([writeFile(path.join(outDir, files.quick), quick), writeFile(path.join(outDir, files.full), full)]);
      const urls = {quick: `${siteConfig.baseUrl}${files.quick}`, full: `${siteConfig.baseUrl}${files.full}`};
      const pages = await writeCorpusUrls(outDir, urls, path.join('search', 'index.html'));
      if (pages === 0) throw new SearchPluginError(`search: no built page carries the ${CORPUS_META} meta tag to fill in`);
    },
  };
}

export function validateOptions(data: OptionValidationContext<SearchLocalOptions, unknown>): unknown {
  return searchLocal.validateOptions(data);
}
