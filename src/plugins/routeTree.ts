import type {RouteConfig} from '@docusaurus/types';

/**
 * Applies `transform` to a route and every route nested in it, children first. Unchanged routes are returned as the
 * same objects, and nothing is mutated: Docusaurus may still hold the input.
 */
export function mapRouteTree(route: RouteConfig, transform: (route: RouteConfig) => RouteConfig): RouteConfig {
  const routes = route.routes?.map((child) => mapRouteTree(child, transform));
  const nestedChanged = routes?.some((child, i) => child !== route.routes![i]);
  return transform(nestedChanged ? {...route, routes} : route);
}
