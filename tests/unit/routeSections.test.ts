import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it, vi} from 'vitest';

type Route = {path: string; component?: {args: string[]}; exact?: boolean; routes?: Route[]; [key: string]: unknown};
type Section = {parent: number; first: string; routes: Route[]; keys: string[]};
type Sections = {
  SECTION_SIZE: number;
  parseRoutes(source: string): Route[] | undefined;
  splitRoutes(routes: Route[]): {main: Route[]; parents: {path: string; at: number[]}[]; sections: Section[]};
  assignTables(sections: Section[], chunkNames: Record<string, unknown>): {keys: Map<string, number>; chunks: Map<string, number>};
  sectionRuntime(parents: {path: string; at: number[]}[], sections: Section[], request: string): string;
  NO_SECTIONS: string;
};
type LoaderContext = {
  resourcePath: string;
  resourceQuery: string;
  getOptions(): {sections?: boolean};
  addDependency(file: string): void;
  emitWarning(error: Error): void;
};
type Loader = ((this: LoaderContext, source: string) => string) & {shortChunkNames(registry: string): Map<string, string>};

const require = createRequire(import.meta.url);
const sections = require('../../src/plugins/lean-registry/sections.cjs') as Sections;
const loader = require('../../src/plugins/lean-registry/loader.cjs') as Loader;

const docs = [
  '/docs/apps',
  '/docs/asyncio_101',
  '/docs/misc',
  '/docs/voice/pipelines/',
  ...Array.from({length: 60}, (_, i) => `/docs/core/entity/e${String(i).padStart(2, '0')}`),
  ...Array.from({length: 30}, (_, i) => `/docs/frontend/f${String(i).padStart(2, '0')}`),
];
const posts = ['/blog', '/blog/archive', ...Array.from({length: 90}, (_, i) => `/blog/2024/01/${String(i).padStart(2, '0')}/post`)];
const hash = (path: string) => (path.length * 7919).toString(36).slice(-3);
const leaf = (path: string, extra = '') =>
  `{ path: '${path}', component: ComponentCreator('${path}', '${hash(path)}'), exact: true${extra} }`;

/** A routes.js in the form Docusaurus 3.9 writes it. */
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/search', component: ComponentCreator('/search', '822'), exact: true },
  { path: '/blog', component: ComponentCreator('/blog', 'dbc'), routes: [
    ${posts.map((path) => leaf(path)).join(',\n    ')}
  ] },
  { path: '/docs', component: ComponentCreator('/docs', 'a01'), routes: [
    { path: '/docs', component: ComponentCreator('/docs', 'a02'), routes: [
      { path: '/docs', component: ComponentCreator('/docs', 'a03'), routes: [
        ${docs.map((path) => leaf(path, ', sidebar: "Core"')).join(',\n        ')}
      ] }
    ] }
  ] },
  { path: '/', component: ComponentCreator('/', 'e5f'), exact: true },
  { path: '*', component: ComponentCreator('*') },
];
`;

describe('route sections: cutting the route tree', () => {
  const routes = sections.parseRoutes(routesSource)!;
  const {main, parents, sections: parts} = sections.splitRoutes(routes);

  it('reads the generated routes, ComponentCreator arguments and extra props included', () => {
    expect(routes.map((route) => route.path)).toEqual(['/search', '/blog', '/docs', '/', '*']);
    const doc = routes[2].routes![0].routes![0].routes![0];
    expect(doc).toEqual({path: '/docs/apps', component: {args: ['/docs/apps', hash('/docs/apps')]}, exact: true, sidebar: 'Core'});
    expect(routes[4].component).toEqual({args: ['*']});
  });

  it('cuts the two long lists of leaf routes and nothing else', () => {
    expect(parents).toEqual([
      {path: '/blog', at: [1]},
      {path: '/docs', at: [2, 0, 0]},
    ]);
    expect(main[1].routes).toEqual([]);
    expect(main[2].routes![0].routes![0].routes).toEqual([]);
    expect(main.map((route) => route.path)).toEqual(['/search', '/blog', '/docs', '/', '*']);
    // The input tree is left whole.
    expect(routes[1].routes).toHaveLength(posts.length);
  });

  it('puts every route in exactly one section of about SECTION_SIZE, in path order', () => {
    const inSections = parts.flatMap((part) => part.routes.map((route) => route.path));
    expect([...inSections].sort()).toEqual([...posts, ...docs].sort());
    for (const part of parts) expect(part.routes.length).toBeLessThanOrEqual(sections.SECTION_SIZE);
    for (const parent of [0, 1]) {
      const firsts = parts.filter((part) => part.parent === parent).map((part) => part.first);
      expect(firsts).toEqual([...firsts].sort());
    }
    expect(parts[0].keys[0]).toBe(`/blog-${hash('/blog')}`);
  });

  it('leaves short lists, lists with nested routes and lists with patterns whole', () => {
    const few = sections.parseRoutes(routesSource.replace(/\{ path: '\/blog\/2024[^\n]*\n/g, ''))!;
    expect(sections.splitRoutes(few).parents.map((parent) => parent.path)).toEqual(['/docs']);
    const pattern = sections.parseRoutes(routesSource.replaceAll('/blog/archive', '/blog/:slug'))!;
    expect(sections.splitRoutes(pattern).parents.map((parent) => parent.path)).toEqual(['/docs']);
    const nested = sections.parseRoutes(
      routesSource.replace(/(path: '\/blog\/archive'[^\n]*)exact: true \}/, '$1exact: true, routes: [] }'),
    )!;
    expect(nested[1].routes!.find((route) => route.path === '/blog/archive')).toHaveProperty('routes');
    expect(sections.splitRoutes(nested).parents.map((parent) => parent.path)).toEqual(['/docs']);
  });

  it('moves a chunk into a section only when no route outside it uses the chunk', () => {
    const key = (path: string) => `${path}-${hash(path)}`;
    const lastBlog = posts.slice().sort().at(-1)!;
    const chunkNames = {
      [key('/blog')]: {__comp: 'list', items: [{content: 'post0'}]},
      [key(posts[2])]: {__comp: 'post', content: 'post0'},
      [key(lastBlog)]: {__comp: 'post', content: 'postN'},
      [key('/docs/misc')]: {__comp: 'doc', content: 'misc'},
      '/search-822': {__comp: 'search'},
    };
    const {keys, chunks} = sections.assignTables(parts, chunkNames);
    expect(keys.get(key('/blog'))).toBe(0);
    expect(keys.has('/search-822')).toBe(false);
    expect(chunks.get('post0')).toBe(0);
    expect(chunks.has('post')).toBe(false); // used by two sections
    expect(chunks.has('search')).toBe(false); // main.js
    expect(chunks.get('misc')).toBe(keys.get(key('/docs/misc')));
  });
});

describe('route sections: the client runtime', () => {
  const {main, parents, sections: parts} = sections.splitRoutes(sections.parseRoutes(routesSource)!);

  /** Runs the runtime appended to main.js's routes module, with `import()` replaced by a controllable loader. */
  function runtime(fail = new Set<number>()) {
    const tree = structuredClone(main);
    const requested: number[] = [];
    const load = (request: string) => {
      const index = Number(/section=(\d+)/.exec(request)![1]);
      requested.push(index);
      if (fail.has(index)) {
        fail.delete(index);
        return Promise.reject(new Error('offline'));
      }
      return Promise.resolve({default: structuredClone(parts[index].routes)});
    };
    const code = sections
      .sectionRuntime(parents, parts, './routes.js?section=INDEX')
      .replace(/import\(\/\*[^*]*\*\/ /g, 'load(')
      .replace(/export function/g, 'function');
    const api = new Function('routes', 'load', `${code}\nreturn {loadRoutes, loadAllRoutes, pendingRouteSection, routeSectionsLoaded};`)(
      tree,
      load,
    ) as {
      loadRoutes(path: string): Promise<void>;
      loadAllRoutes(): Promise<void>;
      pendingRouteSection(path: string): (() => Promise<unknown>) | undefined;
      routeSectionsLoaded(): number;
    };
    const docsList = () => tree[2].routes![0].routes![0].routes!.map((route) => route.path);
    const blogList = () => tree[1].routes!.map((route) => route.path);
    return {api, requested, docsList, blogList, tree};
  }

  it('puts its functions on the routes array too, where the patched Docusaurus client looks for them', () => {
    const {api, tree} = runtime();
    const onArray = tree as unknown as Record<string, unknown>;
    for (const name of ['loadRoutes', 'loadingRouteSections', 'pendingRouteSection', 'routeSectionsLoaded']) {
      expect(onArray[name], name).toBeTypeOf('function');
    }
    expect(onArray.loadRoutes).toBe(api.loadRoutes);
    // Not enumerable: the router and anything else walking the array see only routes.
    expect(Object.keys(tree)).toEqual(tree.map((_, index) => String(index)));
  });

  it('loads the one section that has the path, and the route is then in its list', async () => {
    const {api, requested, docsList, blogList} = runtime();
    await api.loadRoutes('/docs/core/entity/e42');
    expect(requested).toHaveLength(1);
    expect(docsList()).toContain('/docs/core/entity/e42');
    expect(blogList()).toEqual([]);
    expect(api.routeSectionsLoaded()).toBe(1);
  });

  it('finds the section of every route, matched as the router matches: any case, trailing slash or not', async () => {
    for (const path of [...docs, ...posts]) {
      for (const variant of [path, path.toUpperCase(), path.endsWith('/') ? path.slice(0, -1) : `${path}/`]) {
        const {api, docsList, blogList} = runtime();
        await api.loadRoutes(variant);
        expect([...docsList(), ...blogList()], variant).toContain(path);
      }
    }
  });

  it('loads a section for an unknown path under a cut list, so its not-found page renders, and none elsewhere', async () => {
    const {api, requested} = runtime();
    await api.loadRoutes('/docs/zzz-no-such-page');
    await api.loadRoutes('/blog/0000/no-such-post');
    expect(requested).toHaveLength(2);
    await api.loadRoutes('/search');
    await api.loadRoutes('/elsewhere');
    await api.loadRoutes('/%E0%A4%A'); // a malformed escape
    expect(requested).toHaveLength(2);
  });

  it('loads each section once, and names the ones not yet started for prefetching', async () => {
    const {api, requested} = runtime();
    const pending = api.pendingRouteSection('/docs/misc');
    expect(pending).toBeTypeOf('function');
    await Promise.all([api.loadRoutes('/docs/misc'), api.loadRoutes('/docs/misc')]);
    await api.loadRoutes('/docs/misc');
    expect(requested).toHaveLength(1);
    expect(api.pendingRouteSection('/docs/misc')).toBeUndefined();
    expect(api.pendingRouteSection('/search')).toBeUndefined();
  });

  it('tries a section that failed to load again next time', async () => {
    const index = parts.findIndex((part) => part.routes.some((route) => route.path === '/docs/misc'));
    const {api, requested, docsList} = runtime(new Set([index]));
    await expect(api.loadRoutes('/docs/misc')).rejects.toThrow('offline');
    expect(api.pendingRouteSection('/docs/misc')).toBeTypeOf('function');
    await api.loadRoutes('/docs/misc');
    expect(requested).toEqual([index, index]);
    expect(docsList()).toContain('/docs/misc');
  });

  it('loads everything for code that looks through all routes', async () => {
    const {api, docsList, blogList} = runtime();
    await api.loadAllRoutes();
    expect([...docsList()].sort()).toEqual([...docs].sort());
    expect([...blogList()].sort()).toEqual([...posts].sort());
    expect(api.routeSectionsLoaded()).toBe(parts.length);
  });
});

describe('route sections: the loader', () => {
  const dir = mkdtempSync(join(tmpdir(), 'route-sections-'));
  const names = [...docs, ...posts, '/search'].map((path, i) => [path, i.toString(16).padStart(8, '0')] as const);
  const registry = `export default {\n${names
    .map(
      ([path, name]) =>
        `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site${path}.md"), "@site${path}.md", require.resolveWeak("@site${path}.md")],`,
    )
    .join('\n')}\n};\n`;
  const chunkNames = JSON.stringify(
    Object.fromEntries(names.map(([path, name]) => [`${path}-${path === '/search' ? '822' : hash(path)}`, {content: name}])),
  );
  writeFileSync(join(dir, 'routes.js'), routesSource);
  writeFileSync(join(dir, 'registry.js'), registry);
  writeFileSync(join(dir, 'routesChunkNames.json'), chunkNames);
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  const run = (file: string, source: string, options: {sections?: boolean}, query = '') => {
    const context: LoaderContext = {
      resourcePath: join(dir, file),
      resourceQuery: query,
      getOptions: () => options,
      addDependency: vi.fn(),
      emitWarning: vi.fn(),
    };
    return {code: loader.call(context, source), context};
  };

  it('gives the client main.js tables without the sections, and each section its share', () => {
    const short = loader.shortChunkNames(registry);
    const misc = short.get(names.find(([path]) => path === '/docs/misc')![1])!;
    const search = short.get(names.find(([path]) => path === '/search')![1])!;
    const mainRegistry = run('registry.js', registry, {sections: true}).code;
    expect(mainRegistry).toContain(`"${search}": [`);
    expect(mainRegistry).not.toContain(`"${misc}": [`);
    const mainChunkNames = JSON.parse(run('routesChunkNames.json', chunkNames, {sections: true}).code);
    expect(Object.keys(mainChunkNames)).toEqual(['/search-822']);
    const mainRoutes = run('routes.js', routesSource, {sections: true}).code;
    expect(mainRoutes).toContain('export default routes;');
    expect(mainRoutes).toContain('export function loadRoutes(pathname)');
    expect(mainRoutes).not.toContain('/docs/misc');

    const total = sections.splitRoutes(sections.parseRoutes(routesSource)!).sections.length;
    const all = Array.from({length: total}, (_, i) => run('routes.js', routesSource, {sections: true}, `?section=${i}`).code);
    const withMisc = all.filter((code) =>
      code.includes(`"${misc}": [() => import(/* webpackChunkName: "${misc}" */ "@site/docs/misc.md")]`),
    );
    expect(withMisc).toHaveLength(1);
    expect(withMisc[0]).toContain(`"/docs/misc-${hash('/docs/misc')}":{"content":"${misc}"}`);
    expect(withMisc[0]).toMatch(/export default \[\n\{"path": "\/docs\/[^\n]*component: ComponentCreator\("/);
    expect(() => run('routes.js', routesSource, {sections: true}, `?section=${total}`)).toThrow(/not a route section/);
  });

  it('gives the server and the development server the same exports, doing nothing', () => {
    const {code, context} = run('routes.js', routesSource, {sections: false});
    expect(code).toBe(routesSource + sections.NO_SECTIONS);
    expect(context.emitWarning).not.toHaveBeenCalled();
  });

  it('fails the production build, naming the files to compare, when it cannot read the routes', () => {
    const odd = 'export default makeRoutes();\n';
    const {code, context} = run('routes.js', odd, {sections: false});
    expect(code).toBe(odd + sections.NO_SECTIONS);
    expect(context.emitWarning).not.toHaveBeenCalled();
    writeFileSync(join(dir, 'routes.js'), odd);
    try {
      expect(() => run('routes.js', odd, {sections: true})).toThrow(
        /lean-registry: .*routes\.js or registry\.js no longer has the shape.*Upgrading Docusaurus/,
      );
    } finally {
      writeFileSync(join(dir, 'routes.js'), routesSource);
    }
  });

  it('fails the production build when the registry format is not recognised', () => {
    const odd = 'export default {"x": [() => import("a"), "a", require.resolveWeak("a")], y: load()};\n';
    expect(() => run('registry.js', odd, {sections: true})).toThrow(/the registry format was not recognised/);
  });
});
