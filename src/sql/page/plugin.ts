import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {downloadSource} from './downloadSource';

/** Where the runner's files go: under `assets/`, which the server and Hosting cache for a year (names carry a hash). */
export const SQL_ASSETS = 'assets/sql/';

/** The name of the chunk that holds what a page with SQL blocks loads before any Run (the budget test weighs it). */
export const SQL_BLOCKS_CHUNK = 'sql-blocks';

/**
 * The in-page SQL runner's bundling (src/sql/README.md):
 * - PGlite's WebAssembly and file-system bundle, and the datasets, are
 *   assets with hashed names under `assets/sql/` (rspack would put them at the
 *   site's root, which is not cached as immutable);
 * - the SQL block and lesson components are one shared chunk, so that every
 *   page with SQL loads the same few bytes once, and their size can be checked;
 * - two modules written for each build (generated.d.ts types them):
 *   `@side/sql-engine-files`, the URLs and sizes of PGlite's two files, which
 *   the worker fetches itself to count their bytes for the loading bar (PGlite's
 *   package exports no path to them); `@side/sql-progress`, the hook that
 *   records a solved exercise in learner progress in the full build, where
 *   readers have a session, and nothing in the others, so that the public
 *   build carries no progress code.
 *
 * Both builds share one Rspack cache, which does not tell apart modules
 * compiled with other DefinePlugin values: what differs between them is the
 * content of these files, which the cache does see.
 */
export default function sqlRunnerPlugin(context: LoadContext): Plugin {
  const require = createRequire(join(context.siteDir, 'package.json'));
  const pgliteDist = dirname(require.resolve('@electric-sql/pglite'));
  const dir = join(context.generatedFilesDir, 'sql-runner');
  const engineFiles = join(dir, 'engineFiles.js');
  const progress = join(dir, 'progress.js');
  mkdirSync(dir, {recursive: true});
  const file = (name: string) => downloadSource(join(pgliteDist, name), dir);
  writeFileSync(engineFiles, `export default {wasm: ${file('pglite.wasm')}, data: ${file('pglite.data')}};\n`);
  writeFileSync(
    progress,
    context.siteConfig.customFields?.siteVariant === 'full'
      ? "export {recordSolved} from '@site/src/progress/solved';\n"
      : '// This build has no learner progress (its readers have no session): nothing to record.\nexport const recordSolved = undefined;\n',
  );
  return {
    name: 'projects-sql-runner',
    configureWebpack: (_config, isServer) => ({
      resolve: {alias: {'@side/sql-engine-files': engineFiles, '@side/sql-progress': progress}},
      module: {
        rules: [
          {
            test: /[\\/]@electric-sql[\\/]pglite[\\/]dist[\\/][^\\/]+\.(wasm|data)$/,
            type: 'asset/resource',
            generator: {filename: `${SQL_ASSETS}[name].[contenthash:16][ext]`},
          },
          {
            test: /[\\/]src[\\/]sql[\\/]datasets[\\/][^\\/]+\.sql$/,
            type: 'asset/resource',
            generator: {filename: `${SQL_ASSETS}[name].[contenthash:16][ext]`},
          },
        ],
      },
      ...(isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  // PGlite's JS, loaded by the worker: named, so that the first Run's downloads can be told apart.
                  'sql-pglite': {
                    test: /[\\/]node_modules[\\/]@electric-sql[\\/]pglite[\\/]/,
                    name: 'sql-pglite',
                    chunks: 'async',
                    enforce: true,
                  },
                  [SQL_BLOCKS_CHUNK]: {
                    test: /[\\/]src[\\/](components[\\/](SqlBlock|SqlLesson)[\\/]|sql[\\/]page[\\/](lesson|editStore)\.ts$)/,
                    name: SQL_BLOCKS_CHUNK,
                    chunks: 'async',
                    enforce: true,
                  },
                },
              },
            },
          }),
    }),
  };
}
