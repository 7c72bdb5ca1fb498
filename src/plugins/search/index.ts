// The site search: @easyops-cn/docusaurus-search-local, wrapped. The plugin still finds the pages, parses them into
// documents and adds the /search route; this wrapper writes those documents, with the names each page's code samples
// use, as the compact corpus the browser downloads (src/search/corpus.ts), in place of the plugin's lunr indexes.
// The search bar, the search page and the worker are ours (src/theme/SearchBar, src/theme/SearchPage, src/search).
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';
import {CODE, CORPUS_VERSION, decodeDocuments, decodePages, encodeCorpus, QUICK_TYPES, FULL_TYPES, TITLE} from '../../search/corpus';
import type {SearchDocument} from '../../search/rankResults';

// The plugin's types describe its options only; its module exports the plugin and validateOptions (CommonJS).
type SearchLocalModule = {
  default: (context: LoadContext, options: unknown) => Plugin;
  validateOptions: (data: OptionValidationContext<SearchLocalOptions, unknown>) => unknown;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const searchLocal = require('@easyops-cn/docusaurus-search-local') as SearchLocalModule;

/** The files the plugin writes (`search-index{dir}-<hash>.json`); read, then removed from the build. */
const PLUGIN_INDEX_FILE = /^search-index.*\.json$/;

export class SearchPluginError extends Error {}

/** An identifier a developer would search for: snake_case, CamelCase or camelCase with an inner capital, 4+ characters. */
const CODE_NAME = /[A-Za-z_][A-Za-z0-9_]{3,}/g;
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
      if (/[a-z0-9]_[a-z0-9]/i.test(name) || /[a-z][A-Z]/.test(name) || /^[A-Z][a-z0-9]+[A-Z]/.test(name)) names.add(name);
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

/** A hash of everything the corpus is made from, known before the build: the docs' and posts' sources and the format. */
export function corpusHash(siteDir: string, dirs: readonly string[] = ['docs', 'blog']): string {
  const hash = createHash('sha256').update(`corpus v${CORPUS_VERSION}\n`);
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(siteDir, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  };
  for (const dir of dirs) if (existsSync(path.join(siteDir, dir))) walk(path.join(siteDir, dir));
  return hash.digest('hex').slice(0, 8);
}

export function corpusFileNames(hash: string): {quick: string; full: string} {
  return {quick: `search-quick-${hash}.json`, full: `search-full-${hash}.json`};
}

type PluginIndexEntry = {documents: SearchDocument[]};

/** The documents of the plugin's site-wide index file, one array per type; throws when its shape is not the known one. */
export function documentsOfPluginIndex(json: unknown, file: string): SearchDocument[][] {
  const fail = (what: string) =>
    new SearchPluginError(
      `search: ${file} ${what}. The search plugin's output changed shape: check postBuild in ` +
        'node_modules/@easyops-cn/docusaurus-search-local/dist/server/server/utils/ against src/plugins/search.',
    );
  if (!Array.isArray(json) || json.length < 5) throw fail('is not an array of at least 5 typed indexes');
  return (json as PluginIndexEntry[]).map((entry, type) => {
    if (!Array.isArray(entry?.documents)) throw fail(`has no documents for type ${type}`);
    for (const doc of entry.documents) {
      if (typeof doc?.i !== 'number' || typeof doc.t !== 'string' || typeof doc.u !== 'string') {
        throw fail(`has a document of type ${type} without a numeric i, a text t and a URL u`);
      }
    }
    return entry.documents;
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

export type SearchPluginOptions = SearchLocalOptions & {searchContextByPaths?: unknown};

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  // Areas narrow the search page by URL (src/search/client.ts `within`): the plugin needs no index per area.
  const inner = searchLocal.default(context, {...options, searchContextByPaths: undefined});
  const hash = corpusHash(context.siteDir);
  const files = corpusFileNames(hash);
  const urls = {quick: `${context.baseUrl}${files.quick}`, full: `${context.baseUrl}${files.full}`};
  return {
    ...inner,
    configureWebpack(config, isServer, utils, content) {
      const innerConfig = inner.configureWebpack?.(config, isServer, utils, content) ?? {};
      return {
        ...innerConfig,
        plugins: [
          ...((innerConfig as {plugins?: unknown[]}).plugins ?? []),
          new utils.currentBundler.instance.DefinePlugin({__SEARCH_CORPUS__: JSON.stringify(urls)}),
        ],
      } as never;
    },
    async postBuild(props) {
      await inner.postBuild?.(props);
      const {outDir, siteConfig} = props;
      const written = (await readdir(outDir)).filter((name) => PLUGIN_INDEX_FILE.test(name));
      const siteWide = written.find((name) => /^search-index-[0-9a-f]+\.json$/.test(name) || name === 'search-index.json');
      if (!siteWide) throw new SearchPluginError(`search: the search plugin wrote no site-wide index in ${outDir} (found: ${written.join(', ') || 'none'})`);
      const documentsByType = documentsOfPluginIndex(JSON.parse(await readFile(path.join(outDir, siteWide), 'utf8')), siteWide);
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
      await Promise.all([
        writeFile(path.join(outDir, files.quick), JSON.stringify(corpus.quick)),
        writeFile(path.join(outDir, files.full), JSON.stringify(corpus.full)),
        ...written.map((name) => rm(path.join(outDir, name))),
      ]);
    },
  };
}

export function validateOptions(data: OptionValidationContext<SearchLocalOptions, unknown>): unknown {
  return searchLocal.validateOptions(data);
}
