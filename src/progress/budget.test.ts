import {join} from 'node:path';
import {brotliCompressSync, constants} from 'node:zlib';
import {build} from 'esbuild';
import {describe, expect, it} from 'vitest';

/** Issue 13: progress adds at most 2 KiB (brotli) to a page's JS. */
const BUDGET_BYTES = 2 * 1024;
const ROOT = join(__dirname, '..', '..');

/**
 * Everything progress adds to a page of the full build: the client module
 * (in the main bundle), the slot component and the swizzles that place it
 * (in the pages' chunks), minified as the production build does, without
 * what the site has anyway (React, Docusaurus, the original theme
 * components). The "My learning" page is its own route's chunk and loads
 * on that page only.
 */
const ADDED = [
  'src/progress/client.ts',
  'src/components/ProgressSlot/index.tsx',
  'src/theme/DocItem/Footer/index.tsx',
  'src/theme/DocCard/index.tsx',
  'src/theme/DocCategoryGeneratedIndexPage/index.tsx',
];

describe('the byte budget of learner progress', () => {
  it(`adds at most ${BUDGET_BYTES} bytes of brotli JS to a page`, async () => {
    const result = await build({
      stdin: {
        contents: ADDED.map((file, n) => `export * as m${n} from './${file}';`).join('\n'),
        resolveDir: ROOT,
        loader: 'ts',
      },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      jsx: 'automatic',
      loader: {'.module.css': 'local-css'},
      alias: {'@site': ROOT},
      external: ['react', 'react/*', 'clsx', '@docusaurus/*', '@theme-original/*', '@theme/*'],
      outdir: 'out',
    });
    const js = result.outputFiles.filter((file) => file.path.endsWith('.js'));
    const bytes = js.reduce(
      (sum, file) => sum + brotliCompressSync(file.contents, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length,
      0,
    );
    console.log(
      `progress JS: ${js.reduce((sum, file) => sum + file.contents.length, 0)} B minified, ${bytes} B brotli`,
    );
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(bytes).toBeGreaterThan(500);
  });
});
