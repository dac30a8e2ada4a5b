import type {Page} from '@playwright/test';
import {logRequests} from '../requestLog';
import {test, expect, axeViolations, untilHydrated} from './fixtures';
import {createAccount, uniqueEmail} from './emulator';
import {sessionCookie, withCookie} from './session';
import {SEARCH_TEXT} from '../../src/search/text';
import {UI_TEXT} from '../../src/auth/uiText';

/** Words found only in the body of protected lessons: never in a title, a public page or the blog. */
const ENGLISH_LESSON_WORD = 'tombstone';
const SPANISH_LESSON_WORD = 'hiperparámetros';
const LOCKED_TITLE = 'Autologging for scikit-learn, and when explicit logging is clearer';
const LOCKED_URL = '/docs/Programs/En/MLOps/Module-1/experiment-tracking/autologging';
const KiB = 1024;

const box = (page: Page) => page.getByRole('combobox', {name: SEARCH_TEXT.label});
const options = (page: Page) => page.getByRole('listbox', {name: SEARCH_TEXT.label}).getByRole('option');

async function searchFromNavbar(page: Page, query: string) {
  await untilHydrated(page);
  await box(page).fill(query);
  await expect(page.getByRole('status').filter({hasText: /result/})).toBeVisible();
}

/** The bytes (headers and encoded bodies) of the search engine's requests made while `action` runs and until they end. */
async function searchBytes(page: Page, action: () => Promise<void>): Promise<number> {
  const log = logRequests(page, (request) =>
    /^\/(search-index\/|assets\/js\/search\.)/.test(new URL(request.url()).pathname),
  );
  await action();
  await log.quiet();
  log.stop();
  const sizes = await Promise.all(log.requests.map((request) => request.sizes()));
  return sizes.reduce((total, size) => total + size.responseBodySize + size.responseHeadersSize, 0);
}

test.describe('signed in', () => {
  test.beforeEach(async ({context, baseURL}) => {
    await withCookie(context, baseURL!, await sessionCookie(baseURL!));
  });

  test('from the home page, words only lessons contain find the lessons, in English and Spanish', async ({page}) => {
    await page.goto('/');
    await searchFromNavbar(page, ENGLISH_LESSON_WORD);
    await expect(options(page).first()).toContainText(/.+/);
    const english = await options(page).allTextContents();
    expect(english.join(' ')).not.toContain(SEARCH_TEXT.locked);
    await options(page).first().click();
    await expect(page).toHaveURL(/\/docs\/Programs\/En\//);
    await expect(page.locator('article')).toContainText(new RegExp(ENGLISH_LESSON_WORD, 'i'));

    await page.goto('/');
    await searchFromNavbar(page, SPANISH_LESSON_WORD);
    await options(page).first().click();
    await expect(page).toHaveURL(/\/docs\/Programs\/Es\//);
    await expect(page.locator('article')).toContainText(new RegExp(SPANISH_LESSON_WORD, 'i'));
  });

  test('a query costs at most 250 KiB first and 50 KiB after, though the index holds every lesson', async ({page}) => {
    await page.goto('/docs/intro');
    await untilHydrated(page);
    const first = await searchBytes(page, () => searchFromNavbar(page, 'partitioning'));
    const second = await searchBytes(page, () => searchFromNavbar(page, 'watermark'));
    console.log(`signed in: first query ${(first / KiB).toFixed(1)} KiB, second ${(second / KiB).toFixed(1)} KiB`);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(250 * KiB);
    expect(second).toBeLessThanOrEqual(50 * KiB);
  });
});

test.describe('anonymous', () => {
  test('words only lessons contain find nothing; a lesson title finds the lesson, locked, and sign-in opens it', async ({
    page,
  }) => {
    const email = uniqueEmail('search');
    await createAccount(email, 'learning-is-cool-1');
    await page.goto('/');
    await searchFromNavbar(page, ENGLISH_LESSON_WORD);
    await expect(page.getByRole('status')).toHaveText(SEARCH_TEXT.noResults(ENGLISH_LESSON_WORD));
    await searchFromNavbar(page, SPANISH_LESSON_WORD);
    await expect(page.getByRole('status')).toHaveText(SEARCH_TEXT.noResults(SPANISH_LESSON_WORD));

    await searchFromNavbar(page, 'autologging');
    const locked = options(page).filter({hasText: LOCKED_TITLE});
    await expect(locked).toContainText(SEARCH_TEXT.locked);
    await locked.click();
    await expect(page).toHaveURL(new RegExp(`${LOCKED_URL}/?$`));
    await expect(page.getByRole('heading', {level: 1, name: UI_TEXT.signInTitle})).toBeVisible();
    await page.getByLabel(UI_TEXT.emailLabel, {exact: true}).fill(email);
    await page.getByRole('button', {name: UI_TEXT.next, exact: true}).click();
    await page.getByLabel(UI_TEXT.passwordLabel, {exact: true}).fill('learning-is-cool-1');
    await page.getByRole('button', {name: UI_TEXT.signInButton, exact: true}).click();
    await expect(
      page.locator('.theme-doc-markdown').getByRole('heading', {level: 1, name: LOCKED_TITLE}),
    ).toBeVisible();
  });

  test('a query costs at most 250 KiB first and 50 KiB after', async ({page}) => {
    await page.goto('/docs/intro');
    await untilHydrated(page);
    const first = await searchBytes(page, () => searchFromNavbar(page, 'partitioning'));
    const second = await searchBytes(page, () => searchFromNavbar(page, 'docker'));
    console.log(`anonymous: first query ${(first / KiB).toFixed(1)} KiB, second ${(second / KiB).toFixed(1)} KiB`);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(250 * KiB);
    expect(second).toBeLessThanOrEqual(50 * KiB);
  });
});

test.describe('relevance', () => {
  const results = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', {level: 2});

  test.beforeEach(async ({context, baseURL}) => {
    await withCookie(context, baseURL!, await sessionCookie(baseURL!));
  });

  for (const [label, query, expected] of [
    ['English stemming', 'partitioned', /Partitioning/],
    ['Spanish stemming', 'particiones', /[Pp]articion/],
    ['one typo in a longer word', 'partitoning', /Partitioning/],
    ['prefix while typing', 'autolog', /Autologging/],
  ] as const) {
    test(`${label}: “${query}” finds ${expected}`, async ({page}) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(results(page).first()).toBeVisible();
      expect((await results(page).allTextContents()).slice(0, 5).join(' | ')).toMatch(expected);
    });
  }

  test('accent folding: a query typed without accents finds what the accented one finds, in the same order', async ({
    page,
  }) => {
    const topFive = async (query: string) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(results(page).first()).toBeVisible();
      return (await results(page).allTextContents()).slice(0, 5);
    };
    const accented = await topFive('ejecución');
    expect(accented.length).toBeGreaterThan(0);
    expect(await topFive('ejecucion')).toEqual(accented);
  });

  test('titles and headings outrank body text, and a section opens at its heading', async ({page}) => {
    await page.goto('/search?q=window%20functions');
    await expect(results(page).first()).toContainText(/window functions/i);
    const section = page.getByRole('main').locator('ul li a[href*="#"]').first();
    const href = await section.getAttribute('href');
    await section.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const anchor = decodeURIComponent(href!.split('#')[1]!);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });
});

test('the results page works when loaded directly, and Back returns to it', async ({page}) => {
  await page.goto('/search?q=docker');
  await expect(page.getByRole('main').getByRole('heading', {level: 1, name: SEARCH_TEXT.pageTitle})).toBeVisible();
  const first = page.getByRole('main').getByRole('listitem').getByRole('heading', {level: 2}).first().getByRole('link');
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).not.toHaveURL(/\/search/);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=docker$/);
  await expect(page.getByRole('searchbox', {name: SEARCH_TEXT.label})).toHaveValue('docker');
});

test('the keyboard opens, moves through and leaves the search', async ({page}) => {
  await page.goto('/docs/intro');
  await untilHydrated(page);
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('docker');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = options(page).nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await page.keyboard.press('Escape');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');

  await page.locator('article h1').click();
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/docs\/intro$/);
});

test('axe finds no violations in the open search list or on the results page', async ({page}) => {
  await page.goto('/');
  await searchFromNavbar(page, 'docker');
  await expect(options(page).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/search?q=docker');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
