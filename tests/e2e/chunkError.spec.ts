import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {scriptsLoaded} from '../pageScripts';
import {test, expect, untilHydrated} from './fixtures';

/**
 * A page whose code chunk fails to load shows the specification's failed
 * page load, a red box with the error and Retry, whether the page is opened
 * directly or reached from another page (where Docusaurus reloads the page
 * after a failed preload, so both end in the first load).
 */
const PAGE = '/docs/intro';
/** A sentence of the page's body: only its content chunk holds it. */
const BODY = 'This page explains how the pieces fit together';

// The browser reports the refused chunk; the page handles it.
test.use({allowedConsoleErrors: [/Failed to load resource/]});

/** The script that holds the page's body: its content chunk. */
async function contentChunk(page: Page): Promise<string> {
  const holding: string[] = [];
  for (const script of await scriptsLoaded(page, PAGE)) {
    if ((await (await page.request.get(script)).text()).includes(BODY)) holding.push(script);
  }
  expect(holding, 'scripts holding the page body').toHaveLength(1);
  return holding[0]!;
}

/** Refuses the chunk until `allow()`; counts the refusals. */
async function failChunk(page: Page, chunk: string) {
  let failing = true;
  let refused = 0;
  await page.route(`**${chunk}`, async (route) => {
    if (!failing) return route.continue();
    refused += 1;
    return route.abort('failed');
  });
  return {allow: () => (failing = false), refused: () => refused};
}

async function expectErrorBoxThenRetry(page: Page, allow: () => void) {
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  // The error text names what failed, readable on the red.
  const box = retry.locator('xpath=ancestor::div[2]');
  await expect(box).toContainText(/Loading chunk .* failed/);
  const contrast = await new AxeBuilder({page})
    .withRules(['color-contrast'])
    .include('div[style*="background-color"]:has(> div > button)')
    .analyze();
  expect(contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary))).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'px wider than the window',
  ).toBeLessThanOrEqual(0);
  await expect(page.getByText(BODY)).toHaveCount(0);
  allow();
  await retry.click();
  await expect(page.getByText(BODY)).toBeVisible();
  await expect(page.getByRole('heading', {level: 1, name: 'How to use this site'})).toBeVisible();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});

    test('a chunk that fails on first load shows the error box with Retry, and Retry loads the page', async ({
      page,
    }) => {
      const chunk = await contentChunk(page);
      const refusal = await failChunk(page, chunk);
      await page.goto(PAGE);
      await expectErrorBoxThenRetry(page, refusal.allow);
      expect(refusal.refused()).toBeGreaterThan(0);
    });
  });
}

test('a chunk that fails on navigation ends in the same error box, with the page around it', async ({page}) => {
  const chunk = await contentChunk(page);
  await page.goto('/docs/bootcamp');
  await untilHydrated(page);
  const refusal = await failChunk(page, chunk);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'How to use this site'}).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  // The navbar and sidebar are still drawn: only the page's own content failed.
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expectErrorBoxThenRetry(page, refusal.allow);
});
