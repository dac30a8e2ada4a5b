import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/**
 * Build-time rewrites of the theme's own client code where it costs every
 * page start-up time for nothing (see README.md). The server bundle keeps the
 * original code: it renders once per page at build time.
 */
export default function themePatchesPlugin(context: LoadContext): Plugin {
  // The package's exports hide its lib folder; its main entry is lib/index.js.
  const themeCommon = dirname(require.resolve('@docusaurus/theme-common', {paths: [context.siteDir]}));
  const reactUtils = join(themeCommon, 'utils', 'reactUtils.js');
  return {
    name: 'projects-theme-patches',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            module: {
              rules: [
                {
                  test: (file: string) => file === reactUtils,
                  use: [{loader: join(context.siteDir, 'src', 'themePatches', 'shallowMemoLoader.cjs')}],
                },
              ],
            },
          },
  };
}
