import type {Plugin} from '@docusaurus/types';

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
 *   page with SQL loads the same few bytes once, and their size can be checked.
 */
export default function sqlRunnerPlugin(): Plugin {
  return {
    name: 'projects-sql-runner',
    configureWebpack: (_config, isServer) => ({
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
