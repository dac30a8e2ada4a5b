/**
 * How fast search answers (a benchmark, not a test): in Chromium against
 * the production server, the time from the last keystroke of a query to
 * its results on screen, once the engine has loaded, for an anonymous and
 * a signed-in reader. Prints the median and range over a fixed set of
 * queries, each typed fresh, five rounds.
 *
 *   npm run bench:search            (needs `npm run build`)
 */
import {chromium, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/chromium.ts';
import {sessionCookie, withCookie} from '../tests/e2e/session.ts';
import {endGroupsWithThisProcess, startGroup, stopAllGroups} from './lib/processGroup.ts';
import {spread} from './lib/stats.ts';
import {waitForUrl} from './lib/waitForUrl.ts';

const PORT = 3410;
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = 5;
const QUERIES = [
  'partitioning',
  'window functions',
  'docker compose',
  'tablas',
  'ejecucion',
  'partitoning',
  'kafka consumer',
  'terraform state',
];

/** Milliseconds from the last keydown in the search box to the next change of its result status. */
async function timeQuery(page: Page, query: string): Promise<number> {
  const box = page.getByRole('combobox', {name: 'Search'});
  await box.fill('');
  await page.evaluate(() => {
    const w = window as unknown as {lastKey: number; answered: number};
    w.lastKey = 0;
    w.answered = 0;
    document.querySelector('input[role=combobox]')!.addEventListener('keydown', () => (w.lastKey = performance.now()));
    const status = document.querySelector('[role=combobox] ~ [role=status]')!;
    new MutationObserver(() => {
      if (/result/.test(status.textContent ?? '')) w.answered = performance.now();
    }).observe(status, {childList: true, characterData: true, subtree: true});
  });
  await box.pressSequentially(query);
  await page.waitForFunction(() => {
    const w = window as unknown as {lastKey: number; answered: number};
    return w.answered > w.lastKey && w.lastKey > 0;
  });
  return page.evaluate(() => {
    const w = window as unknown as {lastKey: number; answered: number};
    return w.answered - w.lastKey;
  });
}

function summary(times: number[]): string {
  const {median, min, max} = spread(times);
  return `median ${median.toFixed(1)} ms, range ${min.toFixed(1)}–${max.toFixed(1)} ms (${times.length} queries)`;
}

endGroupsWithThisProcess();
const server = startGroup('node', ['dist/server/server.js'], {
  env: {...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn'},
  stdio: 'inherit',
});
const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
try {
  await waitForUrl(`${BASE}/healthz`, server.child);
  const cookie = await sessionCookie(BASE);

  for (const reader of ['anonymous', 'signed in'] as const) {
    const context = await browser.newContext();
    if (reader === 'signed in') await withCookie(context, BASE, cookie);
    const page = await context.newPage();
    await page.goto(`${BASE}/docs/intro`);
    // Load the engine and warm the caches the way a first query does.
    await timeQuery(page, 'docker');
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1)
      for (const query of QUERIES) times.push(await timeQuery(page, query));
    console.log(`${reader}: keystroke to results, ${summary(times)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await stopAllGroups();
}
