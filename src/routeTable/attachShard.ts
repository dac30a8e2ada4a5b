import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import type {Registry, RouteChunkNames} from '@docusaurus/types';
import type {RouteConfig} from 'react-router-config';

type Route = RouteConfig;

/** A shard's routes, their chunk names and its registry entries, as shardLoader.cjs writes them. */
export type Shard = {
  /** The route attribute that names shards (routeTree.cjs's SHARD). */
  readonly attribute: string;
  readonly name: string;
  readonly chunkNames: RouteChunkNames;
  readonly registry: Registry;
  readonly routes: Route[];
};

const withDescendants = (list: readonly Route[]): Route[] =>
  list.flatMap((route) => [route, ...withDescendants(route.routes ?? [])]);

/**
 * Puts a shard's routes back under its route in the browser's route table,
 * and its routes' chunk names and registry entries into the objects that
 * `ComponentCreator` reads them from (routeTree.cjs). The shard's module does
 * it when it is evaluated: the shard's route loads it like a prop, so it is
 * done when Docusaurus's preload of a path under that route resolves; the
 * preload then goes on to the child route that matches (src/themePatches,
 * preloadLoader.cjs), before the page renders, hydrates or is navigated to.
 *
 * @returns the shard's name and how many routes it holds, as the prop the shard's route gets
 */
export default function attachShard(shard: Shard): {readonly shard: string; readonly routes: number} {
  const route = withDescendants(routes as Route[]).find((candidate) => (candidate as Record<string, unknown>)[shard.attribute] === shard.name);
  if (!route) throw new Error(`The route table has no route for the shard ${shard.name}.`);
  Object.assign(routesChunkNames, shard.chunkNames);
  Object.assign(registry, shard.registry);
  // The module is evaluated once; a route that already has its children (the server's table) keeps them.
  if (!route.routes?.length) route.routes = shard.routes;
  return {shard: shard.name, routes: shard.routes.length};
}
