import {readFileSync} from 'node:fs';
import type {BrowserContext, Page} from '@playwright/test';
import {MY_LEARNING_TEXT} from '../../src/components/MyLearning/text';
import {doneOf, PROGRESS_TEXT} from '../../src/progress/messages';
import {axeViolations, expect, test, untilHydrated} from './fixtures';
import {lessonById, manifest, programmeOf} from './manifest';
import {newAccount, sessionCookie, withCookie} from './session';

const LESSON = lessonById('Programs/En/MLOps/Module-1/foundations/what-is-mlops');
const NEXT = lessonById('Programs/En/MLOps/Module-1/foundations/from-notebook-to-repository');
/** The innermost group around the lesson that has a page. */
const MODULE = LESSON.groups.findLast((group) => !group.includes('#'))!;
const MODULE_SIZE = manifest.lessons.filter((lesson) => lesson.groups.includes(MODULE)).length;

const markButton = (page: Page, name: string) => page.locator('[data-progress=mark]').getByRole('button', {name});
const sidebarLink = (page: Page, path: string) =>
  page.locator(`.theme-doc-sidebar-menu .menu__link[href="${encodeURI(path)}"]`);

async function signIn(context: BrowserContext, baseURL: string, email?: string): Promise<void> {
  await withCookie(context, baseURL, await sessionCookie(baseURL, email));
}

async function markDone(page: Page): Promise<void> {
  await page.goto(LESSON.path);
  await untilHydrated(page);
  await markButton(page, PROGRESS_TEXT.markDone).click();
  await expect(page.locator('[data-progress=mark] [role=status]')).toHaveText(PROGRESS_TEXT.saved);
  await expect(markButton(page, PROGRESS_TEXT.markUndone)).toHaveAttribute('aria-pressed', 'true');
}

/** The progress the server holds for the page's session, read with the page's own cookie. */
async function serverDone(page: Page): Promise<string[]> {
  return page.evaluate(async () => ((await (await fetch('/api/progress')).json()) as {done: string[]}).done);
}

test('a learner marks a lesson done and sees the sidebar mark and the module count', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL!);
  await markDone(page);
  await expect(sidebarLink(page, LESSON.path)).toHaveAttribute('data-done', '');
  await expect(sidebarLink(page, NEXT.path)).not.toHaveAttribute('data-done', '');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(MODULE);
  await expect(page.locator('[data-progress=group]')).toContainText(doneOf(1, MODULE_SIZE));
  await expect(page.locator('[data-progress=group] progress')).toHaveAttribute('value', '1');
});

test('the same learner in a fresh browser sees the same progress and where to continue', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  const email = await newAccount();
  await signIn(context, baseURL!, email);
  await markDone(page);

  const elsewhere = await browser.newContext();
  try {
    await signIn(elsewhere, baseURL!, email);
    const other = await elsewhere.newPage();
    await other.goto('/');
    const resume = other.locator('[data-progress=continue]');
    await expect(resume).toContainText(PROGRESS_TEXT.continueHeading);
    await expect(resume.getByRole('link', {name: LESSON.title})).toHaveAttribute('href', encodeURI(LESSON.path));
    await expect(resume.getByRole('link', {name: NEXT.title})).toHaveAttribute('href', encodeURI(NEXT.path));
    await other.goto('/docs');
    await expect(other.locator('[data-progress=continue]').getByRole('link', {name: LESSON.title})).toBeVisible();
    expect(await axeViolations(other)).toEqual([]);
    await other.goto(LESSON.path);
    await expect(markButton(other, PROGRESS_TEXT.markUndone)).toBeVisible();
    await expect(sidebarLink(other, LESSON.path)).toHaveAttribute('data-done', '');
  } finally {
    await elsewhere.close();
  }
});

test.describe('offline', () => {
  // The browser reports the request it could not send while offline.
  test.use({allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/]});

  test('a click made offline waits in the browser and is saved once back online', async ({page, context, baseURL}) => {
    await signIn(context, baseURL!);
    await page.goto(LESSON.path);
    await untilHydrated(page);
    await expect(markButton(page, PROGRESS_TEXT.markDone)).toBeVisible();
    await context.setOffline(true);
    await markButton(page, PROGRESS_TEXT.markDone).click();
    await expect(page.locator('[data-progress=mark] [role=status]')).toHaveText(PROGRESS_TEXT.willRetry);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('progress-queue') ?? '[]').length)).toBe(1);
    await context.setOffline(false);
    await expect(page.locator('[data-progress=mark] [role=status]')).toHaveText(PROGRESS_TEXT.saved);
    expect(await page.evaluate(() => localStorage.getItem('progress-queue'))).toBe('[]');
    expect(await serverDone(page)).toEqual([LESSON.path]);
  });
});

test('a learner downloads their data, then deletes it, and it is gone', async ({page, context, baseURL}) => {
  await signIn(context, baseURL!);
  await markDone(page);
  await page.goto('/learning');
  await untilHydrated(page);
  const programme = programmeOf(LESSON);
  const programmeSize = manifest.lessons.filter((lesson) => lesson.groups.includes(programme.path)).length;
  const card = page.locator('li', {has: page.getByRole('link', {name: programme.title, exact: true})});
  await expect(card).toContainText(doneOf(1, programmeSize));
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('link', {name: MY_LEARNING_TEXT.download}).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
    lessons: {path: string; done: boolean}[];
  };
  expect(exported.lessons).toEqual([expect.objectContaining({path: LESSON.path, done: true})]);

  await page.getByRole('button', {name: MY_LEARNING_TEXT.delete}).click();
  await page.getByRole('button', {name: MY_LEARNING_TEXT.confirm}).click();
  await expect(page.locator('main').getByRole('status')).toHaveText(MY_LEARNING_TEXT.deleted);
  await expect(card).toContainText(doneOf(0, programmeSize));
  expect(await serverDone(page)).toEqual([]);
  const after = await page.evaluate(async () => (await fetch('/api/progress/export')).json());
  expect(after).toMatchObject({lessons: [], events: [], exercises: []});
  await page.goto(LESSON.path);
  await expect(markButton(page, PROGRESS_TEXT.markDone)).toBeVisible();
});

test('an anonymous reader gets no progress slot, code or request', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  for (const path of ['/', '/docs', '/docs/intro']) {
    await page.goto(path);
    await untilHydrated(page);
    await expect(page.locator('[data-progress]')).toHaveCount(0);
  }
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path.startsWith('/api/progress'))).toEqual([]);
  // The public build's scripts do not contain the progress client.
  expect(
    await page.evaluate(async () => {
      const scripts = [...document.scripts].map((script) => script.src).filter(Boolean);
      const texts = await Promise.all(scripts.map(async (src) => (await fetch(src)).text()));
      return texts.some((text) => text.includes('/api/progress'));
    }),
  ).toBe(false);
});

test('filling in progress moves nothing on the page (CLS 0)', async ({page, context, baseURL}) => {
  await signIn(context, baseURL!);
  await markDone(page);
  for (const path of [LESSON.path, MODULE, '/docs', '/']) {
    await page.goto(path);
    await untilHydrated(page);
    await expect(page.locator('[data-progress]').first()).not.toBeEmpty();
    // The shifts, with what moved (element, and its box before and after), so that a failure says where to look.
    const shifts = await page.evaluate(
      () =>
        new Promise<{value: number; moved: string[]}[]>((resolve) => {
          type Shift = PerformanceEntry & {
            value: number;
            sources: {node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
          };
          const box = ({x, y, width, height}: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
          const name = (node: Node | null) =>
            node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
          const found: {value: number; moved: string[]}[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              found.push({
                value: entry.value,
                moved: entry.sources.map((source) => `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`),
              });
            }
          }).observe({type: 'layout-shift', buffered: true});
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(found)));
        }),
    );
    expect(shifts, `layout shifts on ${path}`).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});

  test('the mark, the continue box and My learning fit the screen and work by touch', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!);
    await page.goto(LESSON.path);
    await untilHydrated(page);
    await markButton(page, PROGRESS_TEXT.markDone).tap();
    await expect(page.locator('[data-progress=mark] [role=status]')).toHaveText(PROGRESS_TEXT.saved);
    for (const path of [LESSON.path, '/', '/learning']) {
      await page.goto(path);
      await untilHydrated(page);
      await expect(page.locator(path === '/learning' ? 'main li' : '[data-progress]').first()).not.toBeEmpty();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${path}`).toBe(0);
    }
  });
});
