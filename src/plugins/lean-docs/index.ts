import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {mapRouteTree} from '../routeTree';

type VersionProp = {docs?: Record<string, unknown>};

/**
 * Empties the per-doc index (`docs`: id → title, description, sidebar) of the version metadata. Docusaurus sends
 * that metadata (all sidebars plus the index) to every doc page, but only `DocCard`, through `useDocById`, reads the
 * index, and this site shows no doc cards (no `generated-index` category, no `DocCardList`). The index was 5.6 KB
 * of the 12 KB gzip chunk, and the descriptions in it had been another 13 KB. The sidebars stay whole.
 */
export function withoutDocIndex(route: RouteConfig): RouteConfig {
  // The plugin adds one root route; the version routes, which carry the metadata, are nested in it.
  return mapRouteTree(route, (node) => {
    const version = (node.props as {version?: VersionProp} | undefined)?.version;
    return version?.docs ? {...node, props: {...node.props, version: {...version, docs: {}}}} : node;
  });
}

/** The docs plugin, with the version metadata routes slimmed by `withoutDocIndex`. */
export default async function leanDocs(context: LoadContext, options: PluginOptions): Promise<Plugin> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin;
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocIndex(route));
      await contentLoaded?.call(plugin, {...args, actions: {...args.actions, addRoute}});
    },
  };
}
