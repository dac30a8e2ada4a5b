import type {ReactNode} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import NotFoundContent from '@theme/NotFound/Content';
import type {RouteConfig} from 'react-router-config';

/**
 * The route of a shard (routeTree.cjs): it shows the child route that
 * matches. In the browser its children arrive with its shard's module, which
 * Docusaurus loads with this component, before the page renders
 * (attachShard.ts); the server's table has them all along. A path under the
 * shard that no page has is not found, as the docs show it.
 */
export default function ShardRoute({route}: {route: RouteConfig}): ReactNode {
  const {pathname} = useLocation();
  const pages = route.routes ?? [];
  if (!pages.some((page) => matchPath(pathname, page))) return <NotFoundContent />;
  return renderRoutes(pages);
}
