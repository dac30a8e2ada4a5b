/**
 * Measures what a page transfers: the JS and CSS it loads until the network
 * is idle, compressed with gzip and brotli as a CDN would serve them.
 *
 *   npm run measure:weight -- [base-url] [path ...]
 */
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/chromium.ts';

type Weight = {files: number; raw: number; gzip: number; brotli: number};

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/', '/docs/intro'];

const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
try {
  for (const path of targets) {
    const page = await browser.newPage();
    const weights: Record<'js' | 'css', Weight> = {
      js: {files: 0, raw: 0, gzip: 0, brotli: 0},
      css: {files: 0, raw: 0, gzip: 0, brotli: 0},
    };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
      if (!kind) return;
      pending.push(
        response.body().then((body) => {
          const weight = weights[kind];
          weight.files += 1;
          weight.raw += body.length;
          weight.gzip += gzipSync(body, {level: 9}).length;
          weight.brotli += brotliCompressSync(body).length;
        }),
      );
    });
    await page.goto(new URL(encodeURI(path), baseUrl).href, {waitUntil: 'networkidle'});
    await Promise.all(pending);
    for (const kind of ['js', 'css'] as const) {
      const {files, raw, gzip, brotli} = weights[kind];
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(`${path}\t${kind}\t${files} files\traw ${kb(raw)}\tgzip ${kb(gzip)}\tbrotli ${kb(brotli)}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
