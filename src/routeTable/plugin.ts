import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The route attribute for routes the build renders and the browser's table leaves out (prerenderOnly.cjs). */
export const PRERENDER_ONLY: string = (createRequire(import.meta.url)('./prerenderOnly.cjs') as {PRERENDER_ONLY: string})
  .PRERENDER_ONLY;

/**
 * The browser's copies of the generated route files, rewritten:
 * - the route registry without the module paths it never reads
 *   (registryLoader.cjs): 4 KiB of brotli off every page's main bundle;
 * - the route table with each route's component made on first match
 *   (routesLoader.cjs), not all 400-odd at start-up;
 * - the route table and its chunk names without the routes only the build
 *   renders (prerenderOnly.cjs, chunkNamesLoader.cjs).
 * The server bundle keeps both as generated, for server rendering.
 */
export default function routeTablePlugin(context: LoadContext): Plugin {
  return {
    name: 'projects-route-table',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            module: {
              rules: [
                {
                  test: (file: string) => file === join(context.generatedFilesDir, 'registry.js'),
                  use: [{loader: join(context.siteDir, 'src', 'routeTable', 'registryLoader.cjs')}],
                },
                {
                  test: (file: string) => file === join(context.generatedFilesDir, 'routes.js'),
                  use: [{loader: join(context.siteDir, 'src', 'routeTable', 'routesLoader.cjs')}],
                },
                {
                  test: (file: string) => file === join(context.generatedFilesDir, 'routesChunkNames.json'),
                  use: [{loader: join(context.siteDir, 'src', 'routeTable', 'chunkNamesLoader.cjs')}],
                },
              ],
            },
          },
  };
}
