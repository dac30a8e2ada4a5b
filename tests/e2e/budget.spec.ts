import {readdir, readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {readServerConfig} from '../../server/config';
import {RUNNER_TEXT} from '../../src/components/SqlWorkbench/text';
import {SQL_BLOCKS_CHUNK} from '../../src/sql/page/plugin';
import {PAGES, brotliSizes, scriptsLoaded, type Chunk} from '../pageScripts';
import {test, expect} from './fixtures';
import {sessionCookie, withCookie} from './session';

/**
 * The byte budget of issue 11: the JS each page loads, brotli-compressed as
 * the server sends it, sized from the build's own files rather than timed,
 * so that the numbers are the same on every run and every machine.
 *
 * The sizes come from the build the server serves: BUILD_DIR, as for the
 * server (Playwright passes it on to the server it starts). Against a server
 * that is already running, give both: `E2E_PORT=3300 BUILD_DIR=<its build>`.
 *
 * The signed-in lesson was the closest to its budget: 169.7 of 170 KiB, as
 * every lesson added about 70 B of brotli to every page of the full build.
 * Its main bundle no longer lists the lessons (each programme's routes and
 * global data load with the programme, src/routeTable and
 * src/docs/browserDocs.ts): main.js 124.5 → 106.3 KiB, the lesson 159.8
 * KiB, of which its programme's shard and docs 8 KiB. What still grows with
 * each lesson is webpack's chunk map in the runtime (about 15 B a lesson,
 * 9.1 KiB in all).
 */
const {fullRoot, publicRoot} = readServerConfig({...process.env, LOG_LEVEL: 'silent'});
const KiB = 1024;

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/** Every chunk, largest first, then the total against the budget: what to shrink when the budget is missed. */
function breakdown(path: string, chunks: readonly Chunk[], total: number, budgetKiB: number): string {
  const width = String(total).length;
  const lines = [...chunks]
    .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file))
    .map(({file, bytes}) => `  ${String(bytes).padStart(width)} B  ${kib(bytes).padStart(10)}  ${file}`);
  return [
    `JS loaded by ${path}, brotli, ${chunks.length} files:`,
    ...lines,
    `  ${String(total).padStart(width)} B  ${kib(total).padStart(10)}  total`,
    `  ${String(budgetKiB * KiB).padStart(width)} B  ${kib(budgetKiB * KiB).padStart(10)}  budget`,
  ].join('\n');
}

for (const {label, path, signedIn, budgetKiB} of PAGES) {
  if (budgetKiB === undefined) continue;
  test(`${label} (${path}${signedIn ? ', signed in' : ''}) loads at most ${budgetKiB} KiB of JS`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (signedIn) await withCookie(context, baseURL!, await sessionCookie(baseURL!));
    const scripts = await scriptsLoaded(page, path);
    expect(scripts, 'scripts the page loaded').not.toEqual([]);
    const chunks = await brotliSizes(signedIn ? fullRoot : publicRoot, scripts);
    const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
    expect(total, breakdown(path, chunks, total, budgetKiB)).toBeLessThanOrEqual(budgetKiB * KiB);
  });
}

/**
 * Runnable SQL (issue 12): a page with SQL blocks that was never run loads
 * only the buttons' chunk, at most 3 KiB of brotli, and nothing of the runner
 * (editor, results, engine); a page without SQL does not load even that.
 */
const SQL_PAGE = '/docs/Cursos-Boost/sql-for-data-engineering-1';
const SQL_BLOCKS_BUDGET_KiB = 3;

test("the entry bundle starts with V8's compile hint, in both builds (src/themePatches)", async ({
  page,
  context,
  baseURL,
}) => {
  const entryOf = async (root: string) => {
    const entry = (await scriptsLoaded(page, '/')).filter((path) => /\/(runtime~)?main\.[0-9a-f]+\.js$/.test(path));
    expect(entry, `the entry bundle's files in ${root}`).toHaveLength(2);
    return Promise.all(entry.map(async (path) => (await readFile(join(root, path), 'utf8')).split('\n', 1)[0]));
  };
  expect(await entryOf(publicRoot)).toEqual(['//# allFunctionsCalledOnLoad', '//# allFunctionsCalledOnLoad']);
  await withCookie(context, baseURL!, await sessionCookie(baseURL!));
  expect(await entryOf(fullRoot)).toEqual(['//# allFunctionsCalledOnLoad', '//# allFunctionsCalledOnLoad']);
  // The hint is for scripts only: in a stylesheet the line would swallow the first rule.
  for (const root of [publicRoot, fullRoot]) {
    const css = await readdir(join(root, 'assets', 'css'));
    for (const file of css.filter((name) => name.endsWith('.css'))) {
      expect(await readFile(join(root, 'assets', 'css', file), 'utf8'), file).not.toContain('allFunctionsCalledOnLoad');
    }
  }
});

test(`a page with SQL blocks loads at most ${SQL_BLOCKS_BUDGET_KiB} KiB of JS for them until the first Run`, async ({
  page,
}) => {
  const scripts = await scriptsLoaded(page, SQL_PAGE);
  const blocks = scripts.filter((file) => file.startsWith(`/assets/js/${SQL_BLOCKS_CHUNK}.`));
  expect(blocks, 'the SQL blocks chunk').toHaveLength(1);
  const [chunk] = await brotliSizes(publicRoot, blocks);
  expect(chunk!.bytes, `${blocks[0]}: ${chunk!.bytes} B brotli`).toBeLessThanOrEqual(SQL_BLOCKS_BUDGET_KiB * KiB);
  const runner = await Promise.all(
    scripts.map(async (file) => ({file, text: await (await page.request.get(file)).text()})),
  );
  // A text of the runner's that the bundle keeps as it is (it writes the ellipsis of RUNNER_TEXT.loading as \u2026).
  expect(
    runner.filter(({text}) => text.includes(RUNNER_TEXT.runAlone)).map(({file}) => file),
    'scripts holding the runner',
  ).toEqual([]);
});

for (const {label, path, signedIn} of PAGES) {
  test(`${label} (${path}) has no SQL blocks and loads nothing of them`, async ({page, context, baseURL}) => {
    if (signedIn) await withCookie(context, baseURL!, await sessionCookie(baseURL!));
    const scripts = await scriptsLoaded(page, path);
    expect(scripts.filter((file) => file.includes(SQL_BLOCKS_CHUNK))).toEqual([]);
  });
}
