import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The browser's copy of the route registry without the module paths it never
 * reads (registryLoader.cjs): 4 KiB of brotli off every page's main bundle.
 * The server bundle keeps them, for server rendering.
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
              ],
            },
          },
  };
}
