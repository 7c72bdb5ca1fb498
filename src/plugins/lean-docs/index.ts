import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type VersionProp = {docs?: Record<string, {description?: string}>};

/**
 * Removes each doc's description from the version metadata. Docusaurus sends that metadata (all sidebars plus a
 * title, description and sidebar per doc) to every doc page, but only `DocCard` (category index pages) reads the
 * descriptions, and this site has none: they were half of its weight, about 13 KB gzip per page.
 */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  // The plugin adds one root route; the version routes, which carry the metadata, are nested in it.
  const routes = route.routes?.map(withoutDocDescriptions);
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  const nestedChanged = routes?.some((child, i) => child !== route.routes![i]);
  if (!version?.docs && !nestedChanged) return route;
  const slim: RouteConfig = {...route, routes};
  if (version?.docs) {
    const docs = Object.fromEntries(
      Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
    );
    slim.props = {...route.props, version: {...version, docs}};
  }
  return slim;
}

/** The docs plugin, with the version metadata routes slimmed by `withoutDocDescriptions`. */
export default async function leanDocs(context: LoadContext, options: PluginOptions): Promise<Plugin> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin;
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocDescriptions(route));
      await contentLoaded?.call(plugin, {...args, actions: {...args.actions, addRoute}});
    },
  };
}
