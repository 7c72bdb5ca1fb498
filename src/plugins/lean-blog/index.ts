import path from 'node:path';
import {missedRewrites} from '../rewriteCounts';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {mapRouteTree} from '../routeTree';
import {changeProblems, readChanges, unknownDocRoutes, type ChangeEntry} from '../release-changes/changes';
import {changesByDoc, type DocChange} from '../release-changes/docChanges';
import {setDocChanges} from '../release-changes/remark';

type ItemModule = {content?: unknown};
type TruncatedImport = {__import: true; path: string; query?: {truncated?: unknown}};

function isTruncatedImport(module: unknown): module is TruncatedImport {
  const m = module as Partial<TruncatedImport> | null;
  return typeof m === 'object' && m !== null && m.__import === true && typeof m.path === 'string' && !!m.query?.truncated;
}

/**
 * Points list-page items (`/blog`, its pages, tag pages) at the post's own module when the post has no truncation
 * marker. The blog plugin compiles every post twice, once whole for its page and once with `?truncated=true` for
 * lists; without a marker both copies are the same. Each copy is a separate chunk, a route-registry entry and two
 * entries in the runtime's chunk maps, which every page downloads. `untruncated` holds the source paths
 * (`metadata.source`) of the posts without a marker.
 */
export function withSharedPostModules(route: RouteConfig, untruncated: ReadonlySet<string>, counts?: RewriteCounts): RouteConfig {
  return mapRouteTree(route, (node) => {
    const items = node.modules?.items;
    if (!Array.isArray(items)) return node;
    const sharedItems = (items as ItemModule[]).map((item) => {
      if (!isTruncatedImport(item.content) || !untruncated.has(item.content.path)) return item;
      if (counts) counts.sharedPostModules += 1;
      return {...item, content: item.content.path};
    });
    return {...node, modules: {...node.modules, items: sharedItems as never}};
  });
}

/** What the route rewrites of this plugin changed, over all the blog's routes. */
export type RewriteCounts = {sharedPostModules: number; leanSidebars: number; leanArchives: number};
export const noRewrites = (): RewriteCounts => ({sharedPostModules: 0, leanSidebars: 0, leanArchives: 0});

/** The blog plugin's file that makes the routes these rewrites read: where to look when one of them matches nothing. */
const BLOG_ROUTES_SOURCE = 'node_modules/@docusaurus/plugin-content-blog/lib/routes.js';

/**
 * Throws when a rewrite that had something to rewrite matched nothing: the blog plugin's routes changed shape, and the
 * pages would quietly be heavy again. `expected` says which rewrites had work (a blog whose every post has a
 * truncation marker shares no post module).
 */
export function checkRewrites(counts: RewriteCounts, expected: {[K in keyof RewriteCounts]: boolean}): void {
  const missed = missedRewrites(counts, expected);
  if (missed.length > 0) {
    throw new Error(
      `lean-blog: ${missed.join(', ')} matched no route. The blog plugin's routes changed shape: compare ${BLOG_ROUTES_SOURCE} ` +
        'with the shapes src/plugins/lean-blog/index.ts reads (tests/unit/leanBlogContract.test.ts runs the real one).',
    );
  }
}

export const BLOG_ROUTES_COMPONENT = path.join(__dirname, 'BlogRoutes.tsx');
export const CHANGES_PAGE_COMPONENT = '@site/src/components/ChangesByRelease';
/** The "Changes by release" page, under the blog's base path. */
export const CHANGES_PAGE_PATH = 'changes';
const DOC_CHANGES_SERVER_LIST = path.join(__dirname, '..', '..', 'components', 'DocChanges', 'ServerList.tsx');
const CHANGES_DOC_INDEX = 'changes-doc-index.json';
const withoutSource = ({source: _source, ...entry}: ChangeEntry & {source: string}): ChangeEntry => entry;

type PostMetadata = BlogContent['blogPosts'][number]['metadata'];

/** A post in the sidebar, as the blog plugin's sidebar prop lists it. */
export type SidebarItem = {title: string; permalink: string; unlisted: boolean; date: string | Date};
/** The sidebar module every blog route gets: the years and the newest year's posts; the other years load on demand. */
export type LeanSidebar = {title: string; years: string[]; items: SidebarItem[]};

/** The posts of the sidebar by year, newest year first (the year of the post's date as the build machine reads it). */
export function sidebarYears(items: readonly SidebarItem[]): [string, SidebarItem[]][] {
  const byYear = new Map<string, SidebarItem[]>();
  for (const item of items) {
    const year = String(new Date(item.date).getFullYear());
    byYear.set(year, [...(byYear.get(year) ?? []), item]);
  }
  return [...byYear.entries()].sort(([a], [b]) => Number(b) - Number(a));
}

/**
 * Replaces the `sidebar` module of blog routes. The blog plugin gives every blog page one module with every post
 * (README: What every page loads); most of it is the closed years, which stay server markup until opened
 * (src/theme/BlogSidebar/Desktop).
 */
export function withLeanSidebar(route: RouteConfig, sidebarModule: string, counts?: RewriteCounts): RouteConfig {
  return mapRouteTree(route, (node) => {
    if (!node.modules?.sidebar) return node;
    if (counts) counts.leanSidebars += 1;
    return {...node, modules: {...node.modules, sidebar: sidebarModule}};
  });
}

type ArchivePost = {metadata: {permalink: string; date: string | Date; title: string}};

/**
 * Keeps, of the archive page's posts, what the archive shows (src/theme/BlogArchivePage): title, link and date. The
 * blog plugin passes the whole posts, their Markdown source included: the whole blog as JavaScript, for one list
 * (README: What every page loads).
 */
export function withLeanArchive(route: RouteConfig, counts?: RewriteCounts): RouteConfig {
  return mapRouteTree(route, (node) => {
    const archive = (node.props as {archive?: {blogPosts?: ArchivePost[]}} | undefined)?.archive;
    if (!archive?.blogPosts) return node;
    if (counts) counts.leanArchives += 1;
    const blogPosts = archive.blogPosts.map(({metadata: {permalink, date, title}}) => ({metadata: {permalink, date, title}}));
    return {...node, props: {...node.props, archive: {...archive, blogPosts}}};
  });
}

/** The module of year loaders the sidebar imports as `@lean-blog/sidebar-years`: lazy chunks in the browser, all at once on the server. */
export function sidebarYearsModule(files: Record<string, string>, server: boolean): string {
  const entries = Object.entries(files);
  if (server) {
    return [
      ...entries.map(([, file], i) => `import year${i} from ${JSON.stringify(file)};`),
      `const loaded = {${entries.map(([year], i) => `${JSON.stringify(year)}: year${i}.items`).join(', ')}};`,
      'export const loadedYear = (year) => loaded[year];',
      'export const loadYear = (year) => Promise.resolve(loaded[year] ?? []);',
      '',
    ].join('\n');
  }
  return [
    `const loaders = {${entries.map(([year, file]) => `${JSON.stringify(year)}: () => import(${JSON.stringify(file)})`).join(', ')}};`,
    'const loaded = {};',
    'export const loadedYear = (year) => loaded[year];',
    '// A failed load is not kept: the next call tries again.',
    'export const loadYear = (year) => (loaders[year] ? loaders[year]().then((m) => (loaded[year] = m.default.items)) : Promise.resolve([]));',
    '',
  ].join('\n');
}

/**
 * The changes that posts announce in `change` front matter, each with its post's title, link and date. Throws, naming
 * every offending file, when a post's change data is malformed or a deprecation or breaking-change post has none.
 */
export function changeEntries(posts: readonly PostMetadata[]): (ChangeEntry & {source: string})[] {
  const problems = changeProblems(
    posts.map((post) => ({
      source: post.source,
      tags: tagKeys(post.frontMatter.tags),
      frontMatter: post.frontMatter as Record<string, unknown>,
    })),
  );
  if (problems.length > 0) {
    throw new Error(`Invalid change front matter in blog posts:\n${problems.map((line) => `- ${line}`).join('\n')}`);
  }
  return posts.flatMap((post) =>
    readChanges(post.frontMatter as Record<string, unknown>).changes.map((change) => ({
      ...change,
      title: post.title,
      permalink: post.permalink,
      date: post.date.toISOString().slice(0, 10),
      source: post.source,
    })),
  );
}

/** A doc as the docs plugin loaded it: what the changes pages and the doc pages' sections need of it. */
export type LoadedDoc = {source: string; permalink: string; title: string; sidebar?: string};

/** An area of the docs (a sidebar) on the changes pages: `/blog/changes/<slug>` lists the changes of its docs. */
export type ChangesArea = {slug: string; title: string; count: number};

/** What the changes pages know of the docs: each named doc's title, and the areas with changes. */
export type ChangesDocIndex = {titles: Record<string, string>; areas: ChangesArea[]};

/** `OperatingSystem` -> `operating-system`, `Core` -> `core`. */
const areaSlug = (sidebar: string) => sidebar.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
const areaTitle = (sidebar: string) => sidebar.replace(/([a-z])([A-Z])/g, '$1 $2');

/**
 * Joins the posts' changes to the loaded docs. Throws, naming the post, when a change's `docs:` names a route that is
 * no doc page. Returns the changes of each doc (by source path from the site, for the remark plugin), the changes
 * pages' doc index, and the changes of each area.
 */
export function joinChangesToDocs(
  entries: readonly (ChangeEntry & {source: string})[],
  docs: readonly LoadedDoc[],
): {bySource: Map<string, {route: string; changes: DocChange[]}>; index: ChangesDocIndex; byArea: Map<string, ChangeEntry[]>} {
  const byRoute = new Map(docs.map((doc) => [doc.permalink.replace(/\/$/, ''), doc]));
  const problems = unknownDocRoutes(
    entries.map((entry) => ({source: entry.source, changes: [entry]})),
    new Set(byRoute.keys()),
  );
  if (problems.length > 0) {
    throw new Error(
      `Unknown doc routes in the change front matter of blog posts:\n${[...new Set(problems)].map((line) => `- ${line}`).join('\n')}`,
    );
  }
  const bySource = new Map<string, {route: string; changes: DocChange[]}>();
  for (const [route, changes] of changesByDoc(entries)) {
    const doc = byRoute.get(route)!;
    bySource.set(doc.source.replace(/^@site\//, ''), {route: doc.permalink, changes});
  }
  const titles: Record<string, string> = {};
  const byArea = new Map<string, ChangeEntry[]>();
  const sidebarOf = new Map<string, string>();
  for (const entry of entries) {
    const areas = new Set<string>();
    for (const route of entry.docs) {
      const doc = byRoute.get(route)!;
      titles[route] = doc.title;
      if (doc.sidebar) {
        areas.add(areaSlug(doc.sidebar));
        sidebarOf.set(areaSlug(doc.sidebar), doc.sidebar);
      }
    }
    for (const area of areas) byArea.set(area, [...(byArea.get(area) ?? []), withoutSource(entry)]);
  }
  const areas = [...byArea.entries()]
    .map(([slug, areaEntries]) => ({slug, title: areaTitle(sidebarOf.get(slug)!), count: areaEntries.length}))
    .sort((a, b) => a.title.localeCompare(b.title));
  return {bySource, index: {titles, areas}, byArea};
}

/** The tags.yml keys a post's front matter names (inline tags are refused by the config, `onInlineTags`). */
const tagKeys = (tags: PostMetadata['frontMatter']['tags']): string[] =>
  (tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.label));

/**
 * Puts the blog's routes (posts, list and tag pages, archive) under one parent route at the blog's base path.
 * React Router matches a page's path against the routes in order, compiling each route's pattern the first time;
 * flat, the blog routes came before the docs, so opening any doc compiled and tried all of them first. Nested, the
 * other pages try one. Routes outside the base path stay where they are.
 */
export function nestBlogRoutes(routes: readonly RouteConfig[], basePath: string): RouteConfig[] {
  const inBlog = (route: RouteConfig) => route.path === basePath || route.path.startsWith(`${basePath}/`);
  // Docusaurus turns a route's `context` into `{data: context, plugin}` only for the routes a plugin adds; nested ones
  // take it as it is, and inherit `plugin` from the parent.
  const blogRoutes = routes.filter(inBlog).map(({context, ...route}) => (context ? {...route, context: {data: context}} : route));
  if (blogRoutes.length === 0) return [...routes];
  const parent: RouteConfig = {
    path: basePath,
    exact: false,
    component: BLOG_ROUTES_COMPONENT,
    // Loaded with the parent, so a missing blog page renders at once, as the site-wide not-found route would.
    modules: {notFound: '@theme/NotFound'},
    routes: blogRoutes,
  };
  return [...routes.filter((route) => !inBlog(route)), parent];
}

/** The blog plugin's own options and their defaults: lean-blog takes the same options and passes them on. */
export {validateOptions} from '@docusaurus/plugin-content-blog';

/**
 * The blog plugin, with list pages reusing the post modules of untruncated posts (`withSharedPostModules`) and its
 * routes nested under one parent (`nestBlogRoutes`).
 */
export default async function leanBlog(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const plugin = (await pluginContentBlog(context, options)) as Plugin<BlogContent>;
  const {contentLoaded, configureWebpack} = plugin;
  const basePath = normalizeUrl([context.baseUrl, options.routeBasePath]).replace(/\/$/, '');
  const yearModules = {client: '', server: ''};
  let entries: (ChangeEntry & {source: string})[] = [];
  let docIndexModule = '';
  const docChangesModules = {data: '', none: ''};
  return {
    ...plugin,
    // Joins the changes to the docs: refuses unknown doc routes, gives the doc pages their changes (remark plugin),
    // the changes page its doc titles and areas, and each area its page, `/blog/changes/<area>`.
    async allContentLoaded({allContent, actions}) {
      const docsContent = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as {loadedVersions?: {docs: LoadedDoc[]}[]}[];
      const docs = docsContent.flatMap((content) => content.loadedVersions?.flatMap((version) => version.docs) ?? []);
      const {bySource, index, byArea} = joinChangesToDocs(entries, docs);
      setDocChanges(bySource);
      const byRoute = Object.fromEntries([...bySource.values()].map(({route, changes}) => [route, changes]));
      docChangesModules.data = await actions.createData('doc-changes.json', JSON.stringify(byRoute));
      docChangesModules.none = await actions.createData('doc-changes-none.js', 'export default null;\n');
      await actions.createData(CHANGES_DOC_INDEX, JSON.stringify(index));
      for (const area of index.areas) {
        actions.addRoute({
          path: `${basePath}/${CHANGES_PAGE_PATH}/${area.slug}`,
          exact: true,
          component: CHANGES_PAGE_COMPONENT,
          modules: {
            changes: await actions.createData(`changes-by-release-${area.slug}.json`, JSON.stringify(byArea.get(area.slug))),
            docIndex: docIndexModule,
          },
          props: {area: area.slug},
        });
      }
    },
    configureWebpack(config, isServer, utils, content) {
      const own = (configureWebpack?.call(plugin, config, isServer, utils, content) ?? {}) as {resolve?: {alias?: object}};
      const alias = {
        ...own.resolve?.alias,
        '@lean-blog/sidebar-years': isServer ? yearModules.server : yearModules.client,
        // The doc pages' change lists are rendered on the server only (src/components/DocChanges); the development
        // server renders in the browser, so it gets them there too.
        '@doc-changes/data': docChangesModules.data,
        '@doc-changes/server-list': isServer || config.mode === 'development' ? DOC_CHANGES_SERVER_LIST : docChangesModules.none,
      };
      return {...own, resolve: {...own.resolve, alias}} as never;
    },
    async contentLoaded(args) {
      const untruncated = new Set(
        args.content.blogPosts.filter((post) => !post.metadata.hasTruncateMarker).map((post) => post.metadata.source),
      );
      const {blogSidebarTitle, blogPosts} = args.content;
      const count = options.blogSidebarCount === 'ALL' ? blogPosts.length : Number(options.blogSidebarCount);
      const items: SidebarItem[] = blogPosts.slice(0, count).map(({metadata}) => ({
        title: (metadata.frontMatter.sidebar_label as string | undefined) ?? metadata.title,
        permalink: metadata.permalink,
        unlisted: Boolean(metadata.unlisted),
        date: metadata.date,
      }));
      const years = sidebarYears(items);
      const yearFiles: Record<string, string> = {};
      for (const [year, yearItems] of years) {
        yearFiles[year] = await args.actions.createData(`blog-sidebar-${year}.json`, JSON.stringify({items: yearItems}));
      }
      yearModules.client = await args.actions.createData('blog-sidebar-years.client.js', sidebarYearsModule(yearFiles, false));
      yearModules.server = await args.actions.createData('blog-sidebar-years.server.js', sidebarYearsModule(yearFiles, true));
      const lean: LeanSidebar = {title: blogSidebarTitle, years: years.map(([year]) => year), items: years[0]?.[1] ?? []};
      const sidebarModule = await args.actions.createData('blog-sidebar-lean.json', JSON.stringify(lean));
      const routes: RouteConfig[] = [];
      const counts = noRewrites();
      const addRoute = (route: RouteConfig) =>
        routes.push(withLeanArchive(withLeanSidebar(withSharedPostModules(route, untruncated, counts), sidebarModule, counts), counts));
      await contentLoaded?.call(plugin, {...args, actions: {...args.actions, addRoute}});
      const listed = blogPosts.filter((post) => !post.metadata.unlisted);
      checkRewrites(counts, {
        // A listed post without a marker is on a list page (the blog's first page lists the newest).
        sharedPostModules: listed.some((post) => !post.metadata.hasTruncateMarker),
        leanSidebars: blogPosts.length > 0,
        leanArchives: Boolean(options.archiveBasePath) && listed.length > 0,
      });
      entries = changeEntries(args.content.blogPosts.map((post) => post.metadata));
      // The doc titles and areas come from the docs plugin, whose content is known only in allContentLoaded, which
      // writes this module again; the route needs its path now.
      docIndexModule = await args.actions.createData(CHANGES_DOC_INDEX, JSON.stringify({titles: {}, areas: []} satisfies ChangesDocIndex));
      routes.push({
        path: `${basePath}/${CHANGES_PAGE_PATH}`,
        exact: true,
        component: CHANGES_PAGE_COMPONENT,
        modules: {
          changes: await args.actions.createData('changes-by-release.json', JSON.stringify(entries.map(withoutSource))),
          docIndex: docIndexModule,
        },
      });
      nestBlogRoutes(routes, basePath).forEach((route) => args.actions.addRoute(route));
    },
  };
}
