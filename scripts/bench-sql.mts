/**
 * The in-page SQL runner's first Run (a benchmark, not a test): the bytes it
 * downloads (runner, editor, engine, lesson data) and the time from the click
 * to the first result, with a cold HTTP cache (a fresh browser context) and a
 * warm one (the same context, page reloaded). Prints the median and range of
 * BENCH_RUNS runs and the machine's load.
 *
 *   BENCH_BASE_URL=http://127.0.0.1:3102 npx tsx scripts/bench-sql.mts
 *
 * BENCH_BASE_URL   a running server (`PORT=3102 node dist/server/server.js`)
 * BENCH_SQL_PAGE   the page, a public SQL course page by default
 * BENCH_SIGNED_IN  1 to read it with a session (for a protected lesson)
 * BENCH_RUNS       runs per cache state, 5 by default
 */
import {loadavg} from 'node:os';
import {chromium, type BrowserContext, type Request} from 'playwright-core';
import {positiveInt} from '../server/config.ts';
import {BLOCK_TEXT} from '../src/components/SqlBlock/text.ts';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/chromium.ts';
import {SESSION_COOKIE, sessionCookie} from '../tests/e2e/session.ts';
import {spread} from './lib/stats.ts';

const BASE = process.env.BENCH_BASE_URL;
if (!BASE) throw new Error('Set BENCH_BASE_URL to a running server, e.g. http://127.0.0.1:3102.');
const PAGE = process.env.BENCH_SQL_PAGE ?? '/docs/Cursos-Boost/sql-for-data-engineering-1';
const RUNS = positiveInt(process.env, 'BENCH_RUNS', 5);

/** What each downloaded file is, by its path (the chunk names are src/sql/page/plugin.ts's and the imports'). */
function kind(path: string): string {
  if (/\/assets\/sql\/.*\.(wasm|data)$/.test(path)) return 'engine: PGlite WebAssembly and file system';
  if (/\/assets\/js\/sql-(engine|pglite)\./.test(path)) return 'engine: worker and PGlite JS';
  if (/\/assets\/sql\/.*\.sql$/.test(path)) return 'data: datasets';
  if (path.includes('/assets/js/sql-editor.')) return 'editor: CodeMirror';
  if (path.includes('/assets/js/sql-runner.')) return 'runner: results, session';
  return 'other (lesson start, shared chunks)';
}

type Run = {ms: number; bytes: Map<string, number>};

async function firstRun(context: BrowserContext): Promise<Run> {
  const page = await context.newPage();
  await page.goto(`${BASE}${encodeURI(PAGE)}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const after: Request[] = [];
  page.on('requestfinished', (request) => after.push(request));
  const first = page.getByRole('group', {name: BLOCK_TEXT.block(1), exact: true});
  const started = performance.now();
  await first.getByRole('button', {name: BLOCK_TEXT.run}).click();
  await first.getByText(/ · [\d.,]+ ms$/).waitFor({timeout: 120_000});
  const ms = performance.now() - started;
  const bytes = new Map<string, number>();
  for (const request of after) {
    // -1 when the response came from the HTTP cache: nothing crossed the network.
    const responseBodySize = Math.max(0, (await request.sizes()).responseBodySize);
    const name = kind(new URL(request.url()).pathname);
    bytes.set(name, (bytes.get(name) ?? 0) + responseBodySize);
  }
  await page.close();
  return {ms, bytes};
}

const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
const cookie = process.env.BENCH_SIGNED_IN === '1' ? await sessionCookie(BASE) : null;
const runs: Record<'cold' | 'warm', Run[]> = {cold: [], warm: []};
for (let run = 0; run < RUNS; run += 1) {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([{name: SESSION_COOKIE, value: cookie, url: BASE}]);
  runs.cold.push(await firstRun(context));
  runs.warm.push(await firstRun(context));
  await context.close();
}
await browser.close();

console.log(
  `${PAGE}, ${RUNS} runs, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
for (const [state, measured] of Object.entries(runs)) {
  const time = spread(measured.map(({ms}) => ms));
  console.log(
    `${state}: click to first result ${time.median.toFixed(0)} ms (${time.min.toFixed(0)}–${time.max.toFixed(0)})`,
  );
  const kinds = [...new Set(measured.flatMap(({bytes}) => [...bytes.keys()]))].sort();
  for (const name of kinds) {
    const sizes = spread(measured.map(({bytes}) => bytes.get(name) ?? 0));
    console.log(`  ${name}: ${(sizes.median / 1024).toFixed(1)} KiB over the network (median)`);
  }
}
