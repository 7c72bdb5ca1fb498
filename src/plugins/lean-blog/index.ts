import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';

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
  const routes = route.routes?.map((child) => withSharedPostModules(child, untruncated));
  const items = route.modules?.items;
  const nestedChanged = routes?.some((child, i) => child !== route.routes![i]);
  if (!Array.isArray(items) && !nestedChanged) return route;
  const shared: RouteConfig = {...route, routes};
  if (Array.isArray(items)) {
    const sharedItems = (items as ItemModule[]).map((item) =>
      isTruncatedImport(item.content) && untruncated.has(item.content.path) ? {...item, content: item.content.path} : item,
    );
    shared.modules = {...route.modules, items: sharedItems as never};
  }
  return shared;
}

/** The blog plugin, with list pages reusing the post modules of untruncated posts (`withSharedPostModules`). */
export default async function leanBlog(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const plugin = (await pluginContentBlog(context, options)) as Plugin<BlogContent>;
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      const untruncated = new Set(
        args.content.blogPosts.filter((post) => !post.metadata.hasTruncateMarker).map((post) => post.metadata.source),
      );
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withSharedPostModules(route, untruncated));
      await contentLoaded?.call(plugin, {...args, actions: {...args.actions, addRoute}});
    },
  };
}
