import type {Page} from '@playwright/test';
import {test, expect, untilHydrated} from './fixtures';

/**
 * A long page lays out its first screen first, and the rest in short tasks before it hydrates (src/css/custom.css,
 * "Long pages", and src/clientModules/drawLongPages.ts). What a reader must not notice: anything moving once the
 * page answers, and a link to a heading far down landing anywhere but on it.
 */
const POST = '/blog/docker';
const DEFERRED = '.markdown > *, footer.footer';

test.use({viewport: {width: 390, height: 844}});

/** Records each change of a block between skipped and drawn, from before the page's first layout. */
async function recordSkipping(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: [Element, boolean][] = [];
    Object.assign(window, {skippingChanges: changes});
    // The event does not bubble: caught on its way down.
    document.addEventListener(
      'contentvisibilityautostatechange',
      (event) => changes.push([event.target as Element, (event as Event & {skipped: boolean}).skipped]),
      true,
    );
  });
}

/** Whether the element that `selector` finds was ever skipped, and whether it was drawn. */
async function skipping(page: Page, selector: string): Promise<boolean[]> {
  return page.evaluate((wanted) => {
    const element = document.querySelector(wanted);
    const changes = (window as unknown as {skippingChanges: [Element, boolean][]}).skippingChanges;
    return changes.filter(([target]) => target === element).map(([, skipped]) => skipped);
  }, selector);
}

test('a long post lays out its first screen first, and is whole by the time it hydrates', async ({page}) => {
  await recordSkipping(page);
  await page.goto(POST);
  await untilHydrated(page);
  // The first paragraph was drawn from the start; the footer, far below, waited.
  expect(await skipping(page, 'article .markdown > p')).toEqual([false]);
  expect(await skipping(page, 'footer.footer')).toContain(true);
  const waiting = await page
    .locator(DEFERRED)
    .evaluateAll((blocks) =>
      blocks.filter((block) => getComputedStyle(block).contentVisibility === 'auto').map((block) => block.outerHTML),
    );
  expect(waiting, 'blocks still waiting to be drawn after hydration').toEqual([]);
});

test('a block far down stays where a jump put it', async ({page}) => {
  await page.goto(POST);
  await untilHydrated(page);
  const tops = await page
    .locator('article .markdown > .theme-code-block')
    .last()
    .evaluate(async (block) => {
      block.scrollIntoView({block: 'center'});
      const seen: number[] = [];
      for (let frame = 0; frame < 20; frame += 1) {
        seen.push(Math.round(block.getBoundingClientRect().top));
        await new Promise((next) => requestAnimationFrame(next));
      }
      return seen;
    });
  expect(new Set(tops).size, `its top over 20 frames: ${tops.join(' ')}`).toBe(1);
});

test('a link to a heading far down a long post lands on that heading', async ({page}) => {
  await page.goto(POST);
  const last = page.locator('article .markdown > h2[id]').last();
  const id = await last.getAttribute('id');
  expect(id).toBeTruthy();

  await page.goto(`${POST}#${id}`);
  await untilHydrated(page);
  await expect(last).toBeInViewport();
  const navbarBottom = await page.locator('.navbar').evaluate((element) => element.getBoundingClientRect().bottom);
  // The heading's top sits just under the sticky navbar (its scroll margin), not somewhere in the screen.
  await expect
    .poll(() => last.evaluate((element) => element.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(navbarBottom - 1);
  const top = await last.evaluate((element) => element.getBoundingClientRect().top);
  expect(top - navbarBottom).toBeLessThan(40);
});
