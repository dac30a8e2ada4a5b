import {createRequire} from 'node:module';
import {basename, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);
const routeTree = require('./routeTree.cjs') as {PRERENDER_ONLY: string; SHARD: string};
const {placeholder} = require('./shardLoader.cjs') as {placeholder: (name: string) => string};

/** The route attribute for routes the build renders and the browser's table leaves out (routeTree.cjs). */
export const PRERENDER_ONLY: string = routeTree.PRERENDER_ONLY;

/** The route attribute naming a shard: a route whose children the browser loads with it (routeTree.cjs). */
export const SHARD: string = routeTree.SHARD;

/** The component of a shard's route: it shows the child that matches (ShardRoute.tsx). */
export const SHARD_ROUTE_COMPONENT = '@site/src/routeTable/ShardRoute.tsx';

/** How a shard's module is named among the generated files (`shardModuleFile`). */
const SHARD_MODULE = /^route-shard-[\w-]+\.js$/;

/**
 * The name (for `createData`) and content of a shard's module, a prop of the
 * shard's route: a placeholder naming the shard, which the server's bundle
 * takes as it is and the browser's replaces with the shard (shardLoader.cjs).
 */
export function shardModuleFile(name: string, hash: string): {name: string; content: string} {
  const file = `route-shard-${hash}.js`;
  if (!SHARD_MODULE.test(file)) throw new Error(`${file} is not a name for a shard's module.`);
  return {name: file, content: placeholder(name)};
}

/**
 * The browser's copies of the generated route files, rewritten (the server
 * bundle keeps them as generated, for server rendering):
 * - the route registry without the module paths it never reads
 *   (registryLoader.cjs): 4 KiB of brotli off every page's main bundle;
 * - the route table with each route's component made on first read
 *   (routesLoader.cjs), not all 400-odd at start-up;
 * - the route table and its chunk names without the routes only the build
 *   renders (routeTree.cjs, chunkNamesLoader.cjs);
 * - the route table, its chunk names and the registry without the routes of
 *   each shard, the full build's programmes (src/docs/publicRoutes.ts's
 *   `withProgrammeRoutes`): each shard's route loads a module with them
 *   (shardLoader.cjs) that puts them back (attachShard.ts), and
 *   Docusaurus's preload goes on to the page that matches
 *   (src/themePatches/preloadLoader.cjs). A lesson then costs the main bundle
 *   nothing; before, each cost every page about 70 B of brotli (route,
 *   chunk names, registry entry, global data and the runtime's chunk map).
 *   Measured with 20 throwaway lessons: main.js the same size raw (brotli
 *   +59 B, from changed hashes), the runtime +293 B. Webpack's chunk map in
 *   the runtime (a name and a hash per chunk, about 15 B a lesson) is what
 *   still grows: the full build's main.js 108.9 KB and runtime 9.3 KB of
 *   brotli, against 127.5 KB and 9.1 KB before.
 */
export default function routeTablePlugin(context: LoadContext): Plugin {
  const generated = (name: string) => (file: string) => file === join(context.generatedFilesDir, name);
  const loader = (name: string, options?: object) => ({loader: join(context.siteDir, 'src', 'routeTable', name), options});
  return {
    name: 'projects-route-table',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            module: {
              rules: [
                {test: generated('registry.js'), use: [loader('registryLoader.cjs')]},
                {test: generated('routes.js'), use: [loader('routesLoader.cjs')]},
                {test: generated('routesChunkNames.json'), use: [loader('chunkNamesLoader.cjs')]},
                {
                  test: (file: string) => file.startsWith(`${context.generatedFilesDir}/`) && SHARD_MODULE.test(basename(file)),
                  use: [loader('shardLoader.cjs', {generatedFilesDir: context.generatedFilesDir})],
                },
              ],
            },
          },
  };
}
