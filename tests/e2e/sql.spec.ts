import type {Locator, Page} from '@playwright/test';
import {BLOCK_TEXT} from '../../src/components/SqlBlock/text';
import {RUNNER_TEXT} from '../../src/components/SqlWorkbench/text';
import {test, expect, axeViolations, untilHydrated} from './fixtures';
import {sessionCookie, withCookie} from './session';

/** Public: a shop schema built by its first two blocks, then queries, and an exercise. */
const PUBLIC_LESSON = '/docs/Cursos-Boost/sql-for-data-engineering-1';
const EXERCISE_TASK = 'How many orders has each customer placed?';
/** Protected, English Module 3: block 1 creates tables, block 2 a procedure, block 3 loads and queries with both. */
const MODULE_3_LESSON =
  '/docs/Programs/En/DataEngineering/Projects/Projects/Module-3/dimensional-modelling/implementing-scd-type-2';

/** What only the engine loads: PGlite's WebAssembly and file system, the worker, a dataset. */
const ENGINE_FILE = /\/assets\/sql\/|\/assets\/js\/sql-engine\.|\.wasm$/;

// The first Run of a test downloads and starts the engine (about 14 MB before compression) on a shared machine.
test.describe.configure({timeout: 90_000});
const ENGINE_START = {timeout: 60_000};

const block = (page: Page, number: number) => page.getByRole('group', {name: BLOCK_TEXT.block(number), exact: true});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilHydrated(page);
}

/** Replaces the block's text in its editor (opening it with Edit when needed), as a learner types. */
async function write(page: Page, where: Locator, number: number, sql: string): Promise<void> {
  const editor = where.getByRole('textbox', {name: RUNNER_TEXT.editorLabel(number)});
  if (!(await editor.isVisible())) await where.getByRole('button', {name: BLOCK_TEXT.edit}).click();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(sql);
  await expect(editor).toHaveText(sql.split('\n').join(''));
}

test.describe('anonymous, on a public SQL course page', () => {
  test('Run on a query offers the blocks before it, then shows the result as a table with column names and types', async ({
    page,
  }) => {
    await open(page, PUBLIC_LESSON);
    const third = block(page, 3);
    await third.getByRole('button', {name: BLOCK_TEXT.run}).click();
    await expect(third.getByText(RUNNER_TEXT.earlierPrompt('blocks 1–2'))).toBeVisible();
    await third.getByRole('button', {name: RUNNER_TEXT.runEarlier('blocks 1–2')}).click();
    const table = third.getByRole('table');
    await expect(table).toBeVisible(ENGINE_START);
    await expect(table.getByRole('columnheader')).toHaveText([
      'order_idint4',
      'customer_idint4',
      'order_datedate',
      'statustext',
    ]);
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').nth(1)).toHaveText(['108', '1', '2024-04-15', 'paid'].join(''));
    await expect(third.getByText(/^3 rows · /)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an exercise says "Correct" for a right answer and what differs for a wrong one', async ({page}) => {
    await open(page, PUBLIC_LESSON);
    const exercise = page.getByRole('group').filter({hasText: EXERCISE_TASK});
    const name = await exercise.getAttribute('aria-label');
    const number = Number(/(\d+)$/.exec(name ?? '')?.[1]);
    await write(page, exercise, number, 'SELECT customer_id, count(*) AS orders\nFROM orders\nGROUP BY customer_id;');
    await exercise.getByRole('button', {name: BLOCK_TEXT.check}).click();
    await exercise.getByRole('button', {name: RUNNER_TEXT.runEarlier(`blocks 1–${number - 1}`)}).click();
    await expect(exercise.getByText(RUNNER_TEXT.correct, {exact: true})).toBeVisible(ENGINE_START);

    await write(
      page,
      exercise,
      number,
      "SELECT customer_id, count(*) AS orders\nFROM orders WHERE status = 'shipped'\nGROUP BY customer_id;",
    );
    await exercise.getByRole('button', {name: BLOCK_TEXT.check}).click();
    await expect(exercise.getByText(RUNNER_TEXT.incorrect('2 rows missing'))).toBeVisible();
    await expect(exercise.getByText(RUNNER_TEXT.correct, {exact: true})).toHaveCount(0);
  });

  test('an error shows PostgreSQL’s message and marks its position in the editor; the text stays', async ({page}) => {
    await open(page, PUBLIC_LESSON);
    const first = block(page, 1);
    const sql = 'SELECT 1 AS one\nFRO nowhere;';
    await write(page, first, 1, sql);
    await first.getByRole('button', {name: BLOCK_TEXT.run}).click();
    await expect(first.getByRole('alert')).toContainText('syntax error at or near "FRO"', ENGINE_START);
    await expect(first.locator('.cm-lintRange-error')).toHaveText('FRO');
    await expect(first.getByRole('textbox', {name: RUNNER_TEXT.editorLabel(1)})).toHaveText(sql.split('\n').join(''));
  });

  test('NULL is set apart from the empty string, Ctrl-Enter runs, EXPLAIN reads as text, and edits survive a reload', async ({
    page,
  }) => {
    await open(page, PUBLIC_LESSON);
    const first = block(page, 1);
    await write(page, first, 1, "SELECT NULL AS n, '' AS e;");
    await first.getByRole('button', {name: BLOCK_TEXT.run}).click();
    const cells = first.getByRole('row').nth(1).getByRole('cell');
    await expect(cells).toHaveText(['NULL', ''], ENGINE_START);
    await expect(cells.first().locator('span')).toHaveText('NULL');
    await expect(cells.nth(1).locator('span')).toHaveCount(0);

    const explain = 'EXPLAIN SELECT 1;';
    await write(page, first, 1, explain);
    await page.keyboard.press('Control+Enter');
    await expect(first.locator('pre').filter({hasText: /^Result {2}\(cost=/})).toBeVisible();

    await page.reload();
    await untilHydrated(page);
    await expect(block(page, 1).getByRole('textbox', {name: RUNNER_TEXT.editorLabel(1)})).toHaveText(explain);
  });

  test('Stop ends SELECT pg_sleep(60) at once, and the page and the database go on', async ({page}) => {
    await open(page, PUBLIC_LESSON);
    const first = block(page, 1);
    await write(page, first, 1, 'SELECT pg_sleep(60);');
    await first.getByRole('button', {name: BLOCK_TEXT.run}).click();
    await expect(first.getByText(RUNNER_TEXT.running)).toBeVisible(ENGINE_START);
    const stop = first.getByRole('button', {name: RUNNER_TEXT.stop});
    // The page answers while the query runs: it runs in the worker.
    expect(await page.evaluate(() => 6 * 7)).toBe(42);
    await stop.click();
    await expect(first.getByText(RUNNER_TEXT.stopped)).toBeVisible({timeout: 1_000});
    await write(page, first, 1, "SELECT 'still here' AS answer;");
    await first.getByRole('button', {name: BLOCK_TEXT.run}).click();
    // Stop ended the worker: this Run starts a new engine.
    await expect(first.getByRole('cell', {name: 'still here'})).toBeVisible(ENGINE_START);
  });

  test('without WebAssembly, Run says the browser cannot run SQL and the code stays readable', async ({page}) => {
    await page.addInitScript(() => {
      delete (globalThis as {WebAssembly?: unknown}).WebAssembly;
    });
    await open(page, PUBLIC_LESSON);
    const first = block(page, 1);
    await first.getByRole('button', {name: BLOCK_TEXT.run}).click();
    await expect(first.getByRole('alert')).toHaveText(BLOCK_TEXT.unsupported);
    await expect(first.locator('pre code')).toContainText('CREATE TABLE customers');
  });

  test('no byte of the engine loads before the first Run; the first Run loads it', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await open(page, PUBLIC_LESSON);
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => ENGINE_FILE.test(path))).toEqual([]);
    await block(page, 1).getByRole('button', {name: BLOCK_TEXT.run}).click();
    await expect(block(page, 1).getByText(/rows? changed · /)).toBeVisible(ENGINE_START);
    expect(requested.filter((path) => ENGINE_FILE.test(path)).length).toBeGreaterThan(0);
  });
});

test('signed in, on a Module 3 lesson: running block 3 first offers blocks 1–2, then succeeds', async ({
  page,
  context,
  baseURL,
}) => {
  await withCookie(context, baseURL!, await sessionCookie(baseURL!));
  await open(page, MODULE_3_LESSON);
  const third = block(page, 3);
  await third.getByRole('button', {name: BLOCK_TEXT.run}).click();
  await third.getByRole('button', {name: RUNNER_TEXT.runEarlier('blocks 1–2')}).click();
  await expect(third.getByRole('table')).toBeVisible(ENGINE_START);
  await expect(third.getByRole('alert')).toHaveCount(0);
});
