import type {ComponentType, ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfig} from 'react-router-config';

interface Props {
  route: RouteConfig;
  /** `@theme/NotFound`, loaded with this route (see `nestBlogRoutes`). */
  notFound: ComponentType;
}

/** The parent route of every blog page: renders the blog route that matches, or the not-found page. */
export default function BlogRoutes({route, notFound}: Props): ReactNode {
  return renderRoutes([...(route.routes ?? []), {component: notFound}]);
}
