import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {mapRouteTree} from '../routeTree';
import {changeProblems, readChanges, type ChangeEntry} from '../release-changes/changes';

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
export function withSharedPostModules(route: RouteConfig, untruncated: ReadonlySet<string>): RouteConfig {
  return mapRouteTree(route, (node) => {
    const items = node.modules?.items;
    if (!Array.isArray(items)) return node;
    const sharedItems = (items as ItemModule[]).map((item) =>
      isTruncatedImport(item.content) && untruncated.has(item.content.path) ? {...item, content: item.content.path} : item,
    );
    return {...node, modules: {...node.modules, items: sharedItems as never}};
  });
}

export const BLOG_ROUTES_COMPONENT = path.join(__dirname, 'BlogRoutes.tsx');
export const CHANGES_PAGE_COMPONENT = '@site/src/components/ChangesByRelease';
/** The "Changes by release" page, under the blog's base path. */
export const CHANGES_PAGE_PATH = 'changes';

type PostMetadata = BlogContent['blogPosts'][number]['metadata'];

/**
 * The changes that posts announce in `change` front matter, each with its post's title, link and date. Throws, naming
 * every offending file, when a post's change data is malformed or a deprecation or breaking-change post has none.
 */
export function changeEntries(posts: readonly PostMetadata[]): ChangeEntry[] {
  const problems = changeProblems(
    posts.map((post) => ({source: post.source, tags: tagKeys(post.frontMatter.tags), frontMatter: post.frontMatter as Record<string, unknown>})),
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
    })),
  );
}

/** The tags.yml keys a post's front matter names (inline tags are refused by the config, `onInlineTags`). */
const tagKeys = (tags: PostMetadata['frontMatter']['tags']): string[] =>
  (tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.label));

/**
 * Puts the blog's ~300 routes (posts, list and tag pages, archive) under one parent route at the blog's base path.
 * React Router matches a page's path against the routes in order, compiling each route's pattern the first time;
 * flat, the blog routes came before the docs, so opening any doc compiled and tried all of them first. Nested, the
 * other pages try one. Routes outside the base path stay where they are.
 */
export function nestBlogRoutes(routes: readonly RouteConfig[], basePath: string): RouteConfig[] {
  const inBlog = (route: RouteConfig) => route.path === basePath || route.path.startsWith(`${basePath}/`);
  // Docusaurus turns a route's `context` into `{data: context, plugin}` only for the routes a plugin adds; nested ones
  // take it as it is, and inherit `plugin` from the parent.
  const blogRoutes = routes
    .filter(inBlog)
    .map(({context, ...route}) => (context ? {...route, context: {data: context}} : route));
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

/**
 * The blog plugin, with list pages reusing the post modules of untruncated posts (`withSharedPostModules`) and its
 * routes nested under one parent (`nestBlogRoutes`).
 */
export default async function leanBlog(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const plugin = (await pluginContentBlog(context, options)) as Plugin<BlogContent>;
  const {contentLoaded} = plugin;
  const basePath = normalizeUrl([context.baseUrl, options.routeBasePath]).replace(/\/$/, '');
  return {
    ...plugin,
    async contentLoaded(args) {
      const untruncated = new Set(
        args.content.blogPosts.filter((post) => !post.metadata.hasTruncateMarker).map((post) => post.metadata.source),
      );
      const routes: RouteConfig[] = [];
      const addRoute = (route: RouteConfig) => routes.push(withSharedPostModules(route, untruncated));
      await contentLoaded?.call(plugin, {...args, actions: {...args.actions, addRoute}});
      const entries = changeEntries(args.content.blogPosts.map((post) => post.metadata));
      routes.push({
        path: `${basePath}/${CHANGES_PAGE_PATH}`,
        exact: true,
        component: CHANGES_PAGE_COMPONENT,
        modules: {changes: await args.actions.createData('changes-by-release.json', JSON.stringify(entries))},
      });
      nestBlogRoutes(routes, basePath).forEach((route) => args.actions.addRoute(route));
    },
  };
}
