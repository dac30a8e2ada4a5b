import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/**
 * Build-time rewrites of Docusaurus's own client code where it costs every
 * page start-up time for nothing, or leaves a reader with a dead page (see
 * README.md). The server bundle keeps the original code: it renders once per
 * page at build time.
 */
export default function themePatchesPlugin(context: LoadContext): Plugin {
  // The package's exports hide its lib folder; its main entry is lib/index.js.
  const themeCommon = dirname(require.resolve('@docusaurus/theme-common', {paths: [context.siteDir]}));
  const reactUtils = join(themeCommon, 'utils', 'reactUtils.js');
  const intlUtils = join(themeCommon, 'utils', 'IntlUtils.js');
  // The first page's render, in the module Docusaurus's client bundle starts from.
  const clientEntry = require.resolve('@docusaurus/core/lib/client/clientEntry.js', {paths: [context.siteDir]});
  // What the first render and each navigation wait for: the code of the routes a path matches.
  const preload = require.resolve('@docusaurus/core/lib/client/preload.js', {paths: [context.siteDir]});
  // How a route's component loads its chunks.
  const componentCreator = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js', {
    paths: [context.siteDir],
  });
  // The state changes made right after hydration (isBrowser, the window size).
  const afterHydration = [
    require.resolve('@docusaurus/core/lib/client/browserContext.js', {paths: [context.siteDir]}),
    join(themeCommon, 'hooks', 'useWindowSize.js'),
  ];
  // Each rewritten file of Docusaurus's, with the loader that rewrites it (README.md says why).
  const rewrites: [files: string[], loader: string][] = [
    [[reactUtils], 'shallowMemoLoader.cjs'],
    [[intlUtils], 'dateFormatLoader.cjs'],
    [[clientEntry], 'firstRenderLoader.cjs'],
    [afterHydration, 'afterHydrationLoader.cjs'],
    [[preload], 'preloadLoader.cjs'],
    [[componentCreator], 'chunkSlicesLoader.cjs'],
  ];
  return {
    name: 'projects-theme-patches',
    configureWebpack: (_config, isServer, {currentBundler}) =>
      isServer
        ? {}
        : {
            plugins: [
              // V8's compile hint: compile every function of the entry bundle while it streams in, on a background
              // thread, instead of one by one on the main thread as each is first called during start-up (nearly
              // all of them are: React, the router, the layout). Added after minification, which drops comments.
              new currentBundler.instance.BannerPlugin({
                banner: '//# allFunctionsCalledOnLoad',
                raw: true,
                entryOnly: true,
                // Only the scripts: the entry chunk's stylesheet would read the line as the start of a rule.
                test: /\.js$/,
                stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_REPORT,
              }),
            ],
            module: {
              rules: rewrites.map(([files, loader]) => ({
                test: (file: string) => files.includes(file),
                use: [{loader: join(context.siteDir, 'src', 'themePatches', loader)}],
              })),
            },
          },
  };
}
