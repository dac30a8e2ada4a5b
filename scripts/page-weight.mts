/**
 * Measures what a page transfers: the JS and CSS it loads until the network
 * is idle, compressed with gzip and brotli as a CDN would serve them.
 *
 *   npm run measure:weight -- [base-url] [path ...]
 *
 * MEASURE_SESSION=<cookie value> measures as a signed-in reader (the `__session` cookie).
 * Each line ends with the JS files' names (without their hashes).
 */
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/chromium.ts';

type Weight = {files: number; raw: number; gzip: number; brotli: number};

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/', '/docs/intro'];

const session = process.env.MEASURE_SESSION;
const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
try {
  for (const path of targets) {
    const context = await browser.newContext();
    if (session) await context.addCookies([{name: '__session', value: session, url: baseUrl}]);
    const page = await context.newPage();
    const scripts: string[] = [];
    const weights: Record<'js' | 'css', Weight> = {
      js: {files: 0, raw: 0, gzip: 0, brotli: 0},
      css: {files: 0, raw: 0, gzip: 0, brotli: 0},
    };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
      if (!kind) return;
      if (kind === 'js') scripts.push(new URL(response.url()).pathname.split('/').pop()!.replace(/\.[0-9a-f]{8}\.js$/, ''));
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
      const names = kind === 'js' ? `\t[${scripts.sort().join(' ')}]` : '';
      console.log(`${path}\t${kind}\t${files} files\traw ${kb(raw)}\tgzip ${kb(gzip)}\tbrotli ${kb(brotli)}${names}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
