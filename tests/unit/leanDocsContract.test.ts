// lean-docs (src/plugins/lean-docs) on what the installed docs plugin really makes: Docusaurus loads a small docs
// site (its own loadContext), and the docs plugin loads its content and adds its routes and global data, once as it
// is and once wrapped by lean-docs. The test holds both sides: what the plugin writes where lean-docs looks for it
// (the version metadata's doc index and sidebars, each doc route's sidebar name, the global data's doc list, the doc
// metadata written from the content it is given), and what lean-docs makes of it. If an upgrade of Docusaurus moves
// any of these, this test fails, and the build fails on the real docs (checkDocsRewrites), instead of every doc page
// quietly downloading all sidebars and the doc index again.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {docuHash} from '@docusaurus/utils';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {loadContext} from '@docusaurus/core/lib/server/site.js';
import pluginContentDocs, {type LoadedContent, type PropSidebar} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import leanDocs, {
  checkDocsRewrites,
  noDocsRewrites,
  sidebarsOf,
  validateOptions,
  withoutDocIndex,
  withoutGlobalDocList,
  withSidebarModules,
} from '../../src/plugins/lean-docs';

const DESCRIPTION = 'A description only the doc index carries';

const docs: Record<string, string> = {
  'intro.md': `---\ndescription: ${DESCRIPTION}.\nsources:\n  - core:homeassistant/const.py\n---\n# Intro\n\nText.\n`,
  'guide/setup.md': '# Setup\n\nText.\n',
  'other.md': '# Other\n\nText.\n',
  'alone.md': '# Alone\n\nIn no sidebar.\n',
};
const sidebars = {Main: ['intro', {type: 'category', label: 'Guide', items: ['guide/setup']}], Other: ['other']};

/** What the plugin did in contentLoaded: its routes, its global data and the data files it wrote, by name. */
type Loaded = {routes: RouteConfig[]; globalData: GlobalPluginData; data: Map<string, string>};

let site: string;
let context: LoadContext;

/** The plugin (`create`, the docs plugin or lean-docs) loading its content and running contentLoaded. */
async function load(create: (context: LoadContext, options: never) => Promise<object>): Promise<Loaded> {
  const options = validateOptions({
    validate: normalizePluginOptions as never,
    options: {path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.json'},
  });
  const plugin = (await create(context, options as never)) as Plugin<LoadedContent>;
  const content = (await plugin.loadContent!())!;
  const loaded: Loaded = {routes: [], globalData: undefined as never, data: new Map()};
  const actions = {
    addRoute: (route: RouteConfig) => void loaded.routes.push(route),
    setGlobalData: (data: unknown) => void (loaded.globalData = data as GlobalPluginData),
    createData: async (name: string, data: string | object) => {
      loaded.data.set(name, typeof data === 'string' ? data : JSON.stringify(data));
      return `@generated/docs/${name}`;
    },
  } as PluginContentLoadedActions;
  await plugin.contentLoaded!({content, actions});
  return loaded;
}

/** Every route of the tree, nested ones included. */
const allRoutes = (routes: readonly RouteConfig[]): RouteConfig[] => routes.flatMap((route) => [route, ...allRoutes(route.routes ?? [])]);
type VersionProp = {docs: Record<string, {description?: string}>; docsSidebars: Record<string, PropSidebar>};
const versionRoutes = (loaded: Loaded) => allRoutes(loaded.routes).filter((route) => (route.props as {version?: unknown})?.version);
const versionOf = (route: RouteConfig) => (route.props as {version: VersionProp}).version;
const docRoute = (loaded: Loaded, path: string) => allRoutes(loaded.routes).find((route) => route.path === path)!;
const docData = (loaded: Loaded, source: string) => JSON.parse(loaded.data.get(`${docuHash(source)}.json`)!);

let upstream: Loaded;
let lean: Loaded;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'lean-docs-'));
  writeFileSync(join(site, 'docusaurus.config.js'), "module.exports = {title: 'Fixture', url: 'http://127.0.0.1', baseUrl: '/'};\n");
  writeFileSync(join(site, 'sidebars.json'), JSON.stringify(sidebars));
  for (const [file, text] of Object.entries(docs)) {
    mkdirSync(join(site, 'docs', file, '..'), {recursive: true});
    writeFileSync(join(site, 'docs', file), text);
  }
  context = await loadContext({siteDir: site});
  upstream = await load(pluginContentDocs);
  lean = await load(leanDocs);
}, 60_000);

afterAll(() => rmSync(site, {recursive: true, force: true}));

describe('what the installed docs plugin makes, where lean-docs reads it', () => {
  it("puts the doc index and all sidebars into one version route's props", () => {
    const routes = versionRoutes(upstream);
    expect(routes).toHaveLength(1);
    const version = versionOf(routes[0]);
    expect(Object.keys(version.docs).sort()).toEqual(['alone', 'guide/setup', 'intro', 'other']);
    expect(version.docs.intro.description).toBe(`${DESCRIPTION}.`);
    expect(Object.keys(version.docsSidebars)).toEqual(['Main', 'Other']);
    // lean-docs finds them where the plugin put them: under its one root route.
    expect(upstream.routes).toHaveLength(1);
    expect(sidebarsOf(upstream.routes[0])).toEqual(version.docsSidebars);
  });

  it('names the sidebar on each doc route in one, and on no other', () => {
    expect(docRoute(upstream, '/docs/intro')).toMatchObject({sidebar: 'Main', modules: {content: '@site/docs/intro.md'}});
    expect(docRoute(upstream, '/docs/guide/setup').sidebar).toBe('Main');
    expect(docRoute(upstream, '/docs/other').sidebar).toBe('Other');
    expect(docRoute(upstream, '/docs/alone')).not.toHaveProperty('sidebar');
  });

  it("lists every doc and sidebar in the global data's version", () => {
    const [version] = upstream.globalData.versions;
    expect(version.docs.map((doc) => doc.id).sort()).toEqual(['alone', 'guide/setup', 'intro', 'other']);
    expect(Object.keys(version.sidebars!)).toEqual(['Main', 'Other']);
  });

  it('writes each doc page its metadata from the content contentLoaded is given', () => {
    expect(docData(upstream, '@site/docs/intro.md').frontMatter.sources).toEqual(['core:homeassistant/const.py']);
  });
});

describe('lean-docs on the installed docs plugin', () => {
  it('keeps every route, and sends no page the doc index or a sidebar in the version props', () => {
    expect(allRoutes(lean.routes).map((route) => route.path)).toEqual(allRoutes(upstream.routes).map((route) => route.path));
    const [route] = versionRoutes(lean);
    expect(versionOf(route).docs).toEqual({});
    expect(versionOf(route).docsSidebars).toEqual({});
    expect(JSON.stringify(lean.routes)).not.toContain(DESCRIPTION);
    // The rest of the version metadata, which the theme reads, is as the plugin made it.
    const {docs: _docs, docsSidebars: _sidebars, ...rest} = versionOf(versionRoutes(upstream)[0]);
    expect(versionOf(route)).toMatchObject(rest);
  });

  it("loads each doc route's sidebar with it, as a module that registers the plugin's own sidebar", () => {
    const upstreamSidebars = versionOf(versionRoutes(upstream)[0]).docsSidebars;
    for (const [path, name] of [
      ['/docs/intro', 'Main'],
      ['/docs/guide/setup', 'Main'],
      ['/docs/other', 'Other'],
    ]) {
      const route = docRoute(lean, path);
      // The theme still finds the route's sidebar by its name (DocRoot), among the registered ones (DocVersionRoot).
      expect(route.sidebar).toBe(name);
      expect(route.modules?.content).toBe(docRoute(upstream, path).modules?.content);
      const file = String(route.modules?.sidebarItems).replace('@generated/docs/', '');
      const source = lean.data.get(file)!;
      const [registered, items] = JSON.parse(`[${source.match(/registerDocsSidebar\((.*)\);/)![1]}]`);
      expect(registered).toBe(name);
      expect(items).toEqual(upstreamSidebars[name]);
    }
    expect(docRoute(lean, '/docs/alone').modules).not.toHaveProperty('sidebarItems');
  });

  it("empties the global data's doc list and keeps what finds the active version", () => {
    const [version] = lean.globalData.versions;
    expect(version.docs).toEqual([]);
    expect(version.sidebars).toEqual({});
    const {docs: _docs, sidebars: _sidebars, ...rest} = upstream.globalData.versions[0];
    expect(version).toMatchObject(rest);
    expect(lean.globalData.path).toBe(upstream.globalData.path);
  });

  it("writes each doc's source links into its metadata instead of the list of sources", () => {
    const intro = docData(lean, '@site/docs/intro.md');
    expect(intro.frontMatter).not.toHaveProperty('sources');
    expect(intro.sourceLinks).toEqual([expect.objectContaining({repo: 'core', paths: ['homeassistant/const.py']})]);
    expect(docData(lean, '@site/docs/other.md').sourceLinks).toEqual([]);
  });
});

describe("lean-docs's check of its rewrites", () => {
  it("finds something to rewrite in each of the installed plugin's outputs", () => {
    const counts = noDocsRewrites();
    const modules = {Main: 'main.js', Other: 'other.js'};
    for (const route of upstream.routes) withSidebarModules(withoutDocIndex(route, counts), modules, counts);
    withoutGlobalDocList(upstream.globalData, counts);
    expect(counts).toEqual({docIndexes: 1, sidebarModules: 3, globalDocLists: 1});
    expect(() => checkDocsRewrites(counts, {docIndexes: true, sidebarModules: true, globalDocLists: true})).not.toThrow();
  });

  it("fails, naming the docs plugin's files, when a rewrite with work to do matches nothing", () => {
    const counts = {...noDocsRewrites(), docIndexes: 1, globalDocLists: 1};
    expect(() => checkDocsRewrites(counts, {docIndexes: true, sidebarModules: true, globalDocLists: true})).toThrow(
      /lean-docs: sidebarModules matched nothing.*plugin-content-docs\/lib\/.*routes\.js/,
    );
    // No doc in a sidebar: no sidebar module to give, no failure.
    expect(() => checkDocsRewrites(counts, {docIndexes: true, sidebarModules: false, globalDocLists: true})).not.toThrow();
  });
});
