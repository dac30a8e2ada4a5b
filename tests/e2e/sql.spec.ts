import type {Locator, Page} from '@playwright/test';
import {MY_LEARNING_TEXT} from '../../src/components/MyLearning/text';
import {BLOCK_TEXT} from '../../src/components/SqlBlock/text';
import {RUNNER_TEXT} from '../../src/components/SqlWorkbench/text';
import {PROGRESS_TEXT} from '../../src/progress/messages';
import type {ProgrammeProgress} from '../../src/progress/summary';
import {ROWS_COUNTED, ROWS_SHOWN} from '../../src/sql/page/engine/protocol';
import {moreRows, summary} from '../../src/sql/page/format';
import {test, expect, axeViolations, untilHydrated} from './fixtures';
import {lessonById, programmeOf} from './manifest';
import {sessionCookie, withCookie} from './session';

/** Public: a shop schema built by its first two blocks, then queries, and an exercise. */
const PUBLIC_LESSON = '/docs/Cursos-Boost/sql-for-data-engineering-1';
const EXERCISE_TASK = 'How many orders has each customer placed?';
/** Protected, English Module 3: block 1 creates tables, block 2 a procedure, block 3 loads and queries with both. */
const MODULE_3_LESSON =
  '/docs/Programs/En/DataEngineering/Projects/Projects/Module-3/dimensional-modelling/implementing-scd-type-2';

/** Protected, English Module 3, with one exercise: solving it is recorded in the learner's progress. */
const EXERCISE_LESSON = lessonById(
  'Programs/En/DataEngineering/Projects/Projects/Module-3/dimensional-modelling/dimensions-and-surrogate-keys',
);

/** What only the engine loads: PGlite's WebAssembly and file system, the worker, a dataset. */
const ENGINE_FILE = /\/assets\/sql\/|\/assets\/js\/sql-engine\.|\.wasm$/;

// The first Run of a test downloads and starts the engine (about 14 MB before compression) on a shared machine,
// whose load (other builds, two test workers) may triple the time it takes.
test.describe.configure({timeout: 180_000});
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

/** The page's first exercise, and its number in the lesson's sequence of blocks. */
async function firstExercise(page: Page): Promise<{exercise: Locator; number: number}> {
  const exercise = page
    .getByRole('group')
    .filter({has: page.getByRole('button', {name: BLOCK_TEXT.check, exact: true})})
    .first();
  const name = await exercise.getAttribute('aria-label');
  return {exercise, number: Number(/(\d+)$/.exec(name ?? '')?.[1])};
}

/** The exercise's solution, as "Show solution" shows it. */
async function solutionOf(exercise: Locator): Promise<string> {
  await exercise.getByText(BLOCK_TEXT.showSolution).click();
  return (await exercise.locator('details pre').innerText()).trim();
}

/** Checks the exercise's current text; the first Check of a page (`first`) runs the blocks before it first. */
async function check(exercise: Locator, number: number, first = false): Promise<void> {
  await exercise.getByRole('button', {name: BLOCK_TEXT.check, exact: true}).click();
  if (first) await exercise.getByRole('button', {name: RUNNER_TEXT.runEarlier(`blocks 1–${number - 1}`)}).click();
}

/** The exercises the server counts for the session in the lesson's programme. */
async function exercisesSolved(page: Page, programme: string): Promise<number> {
  const programmes = await page.evaluate(
    async () =>
      ((await (await fetch('/api/progress/programmes')).json()) as {programmes: ProgrammeProgress[]}).programmes,
  );
  return programmes.find((candidate) => candidate.path === programme)!.exercisesSolved;
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

  test('an exercise says "Correct" for a right answer and what differs for a wrong one, and records nothing', async ({
    page,
  }) => {
    const requests: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
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
    // An anonymous reader has no progress: no request for it, and no script that could make one.
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/api/progress'))).toEqual([]);
    const texts = await Promise.all(scripts);
    // A text of the runner's without a character the bundle writes as an escape (the ellipsis).
    expect(
      texts.some((text) => text.includes(RUNNER_TEXT.runAlone)),
      'the runner is among the scripts',
    ).toBe(true);
    expect(texts.filter((text) => text.includes('/api/progress'))).toEqual([]);
    await expect(exercise.getByText(PROGRESS_TEXT.saved, {exact: true})).toHaveCount(0);
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

  test('a huge SELECT comes back at once with its first rows and says the rest are not shown; the page answers', async ({
    page,
  }) => {
    await open(page, PUBLIC_LESSON);
    const first = block(page, 1);
    // A join without its condition: 10,000 × 10,000 rows, streamed by PostgreSQL, far past what is kept.
    await write(
      page,
      first,
      1,
      'SELECT a.x, b.y\nFROM generate_series(1, 10000) AS a(x), generate_series(1, 10000) AS b(y);',
    );
    await first.getByRole('button', {name: BLOCK_TEXT.run}).click();
    expect(await page.evaluate(() => 6 * 7)).toBe(42);
    const table = first.getByRole('table');
    await expect(table).toBeVisible(ENGINE_START);
    await expect(table.getByRole('row')).toHaveCount(ROWS_SHOWN + 1);
    await expect(first.getByText(summary(ROWS_COUNTED, true, 0, true).replace(/ · .*/, ' · '))).toBeVisible();
    await expect(first.getByText(moreRows(ROWS_COUNTED, ROWS_SHOWN, true)!, {exact: true})).toBeVisible();
    // Neither the statement timeout nor an error: the timeout's message is an alert too.
    await expect(first.getByRole('alert')).toHaveCount(0);
    // The worker kept only those rows: the next statement runs on the same database at once.
    await write(page, first, 1, "SELECT 'next' AS answer;");
    await first.getByRole('button', {name: BLOCK_TEXT.run}).click();
    await expect(first.getByRole('cell', {name: 'next'})).toBeVisible();
  });

  test('the loading bar counts the bytes of the engine and the data as they arrive', async ({page}) => {
    // Every value the bar takes, as the page renders it.
    await page.addInitScript(() => {
      const seen: [number, number][] = [];
      (window as unknown as {barValues: typeof seen}).barValues = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('progress'))
          if (bar.hasAttribute('value')) seen.push([bar.value, bar.max]);
      }).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['value', 'max']});
    });
    await open(page, PUBLIC_LESSON);
    // A connection of 2 MB/s, so that the download takes a while here too: a few seconds, not a blink.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 2_000_000,
      uploadThroughput: 2_000_000,
    });
    const first = block(page, 1);
    await first.getByRole('button', {name: BLOCK_TEXT.run}).click();
    const bar = first.getByRole('progressbar', {name: RUNNER_TEXT.loading});
    await expect(bar).toBeVisible();
    await expect(first.getByText(/rows? changed · /)).toBeVisible(ENGINE_START);
    await expect(bar).toHaveCount(0);
    const values = await page.evaluate(() => (window as unknown as {barValues: [number, number][]}).barValues);
    const totals = new Set(values.map(([, max]) => max));
    // One total, in bytes (the engine alone is megabytes), reached by steps that never go back.
    expect([...totals]).toHaveLength(1);
    expect([...totals][0]).toBeGreaterThan(1_000_000);
    expect(values.at(-1)![0]).toBe(values.at(-1)![1]);
    expect(values.filter(([value, max]) => value > 0 && value < max).length).toBeGreaterThan(1);
    expect(values.every(([value], index) => index === 0 || value >= values[index - 1]![0])).toBe(true);
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`axe is clean with results, an error and both of an exercise's verdicts shown, in ${mode} mode`, async ({
      page,
    }) => {
      // Five runs and two axe scans of a long lesson: more than the usual time on a shared machine.
      test.slow();
      await page.goto(`${PUBLIC_LESSON}?docusaurus-theme=${mode}`);
      await untilHydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // The exercise first: checking it runs the blocks before it as the lesson wrote them.
      const {exercise, number} = await firstExercise(page);
      const solution = (await solutionOf(exercise)).replace(/;\s*$/, '');
      await write(page, exercise, number, `SELECT * FROM (${solution}) AS answer LIMIT 1;`);
      await check(exercise, number, true);
      await expect(exercise.getByText(/^Not yet: \d+ rows? missing\.$/)).toBeVisible(ENGINE_START);
      await expect(exercise.getByRole('table').getByRole('row')).toHaveCount(2);
      await write(page, block(page, 1), 1, "SELECT NULL AS n, '' AS e FRO nowhere;");
      await block(page, 1).getByRole('button', {name: BLOCK_TEXT.run}).click();
      await expect(block(page, 1).getByRole('alert')).toContainText('syntax error');
      await write(page, block(page, 2), 2, "SELECT NULL AS n, '' AS e;");
      await block(page, 2).getByRole('button', {name: BLOCK_TEXT.run}).click();
      await expect(block(page, 2).getByRole('cell', {name: 'NULL'})).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await write(page, exercise, number, solution);
      await check(exercise, number);
      await expect(exercise.getByText(RUNNER_TEXT.correct, {exact: true})).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

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

test.describe('signed in, an exercise solved goes into the learner’s progress', () => {
  const programme = programmeOf(EXERCISE_LESSON);

  test('a wrong answer counts nothing; "Correct" is saved, counted on My learning, and completes the lesson', async ({
    page,
    context,
    baseURL,
  }) => {
    await withCookie(context, baseURL!, await sessionCookie(baseURL!));
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/progress/exercises') sent.push(request.postDataJSON());
    });
    await open(page, EXERCISE_LESSON.path);
    const {exercise, number} = await firstExercise(page);
    const solution = await solutionOf(exercise);

    // The starter query is not the answer.
    await check(exercise, number, true);
    await expect(exercise.getByText(/^Not yet: /)).toBeVisible(ENGINE_START);
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
    expect(await exercisesSolved(page, programme.path)).toBe(0);

    await write(page, exercise, number, solution);
    await check(exercise, number);
    await expect(exercise.getByText(RUNNER_TEXT.correct, {exact: true})).toBeVisible();
    await expect(exercise.getByRole('status')).toHaveText(PROGRESS_TEXT.saved);
    // The lesson's only exercise: its id as progress knows it, and exercise 1.
    expect(EXERCISE_LESSON.exercises).toBe(1);
    expect(sent).toEqual([{lessonId: EXERCISE_LESSON.id, exercise: 1}]);
    // All of the lesson's exercises solved: the lesson is done.
    await expect(
      page.locator('[data-progress=mark]').getByRole('button', {name: PROGRESS_TEXT.markUndone}),
    ).toBeVisible();

    await page.goto('/learning');
    await untilHydrated(page);
    const card = page.locator('li', {has: page.getByRole('link', {name: programme.title, exact: true})});
    await expect(card.locator(`dt:text-is("${MY_LEARNING_TEXT.exercises}") + dd`)).toHaveText('1');
  });

  test.describe('offline', () => {
    // The browser reports the request it could not send while offline.
    test.use({allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/]});

    test('an exercise solved offline waits in the progress queue and is saved once back online', async ({
      page,
      context,
      baseURL,
    }) => {
      await withCookie(context, baseURL!, await sessionCookie(baseURL!));
      await open(page, EXERCISE_LESSON.path);
      const {exercise, number} = await firstExercise(page);
      await write(page, exercise, number, await solutionOf(exercise));
      // The engine and the lesson's data load while online; the check itself needs no network.
      await exercise.getByRole('button', {name: BLOCK_TEXT.run}).click();
      await exercise.getByRole('button', {name: RUNNER_TEXT.runEarlier(`blocks 1–${number - 1}`)}).click();
      await expect(exercise.getByRole('table')).toBeVisible(ENGINE_START);

      await context.setOffline(true);
      await exercise.getByRole('button', {name: BLOCK_TEXT.check, exact: true}).click();
      await expect(exercise.getByText(RUNNER_TEXT.correct, {exact: true})).toBeVisible();
      await expect(exercise.getByRole('status')).toHaveText(PROGRESS_TEXT.willRetry);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('progress-queue') ?? '[]').length)).toBe(1);

      await context.setOffline(false);
      await expect(exercise.getByRole('status')).toHaveText(PROGRESS_TEXT.saved);
      expect(await page.evaluate(() => localStorage.getItem('progress-queue'))).toBe('[]');
      const exported = await page.evaluate(async () => (await fetch('/api/progress/export')).json());
      expect(exported).toMatchObject({
        exercises: [expect.objectContaining({lessonId: EXERCISE_LESSON.id, exercise: 1})],
      });
    });
  });
});
