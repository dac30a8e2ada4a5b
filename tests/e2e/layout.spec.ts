import type {Locator} from '@playwright/test';
import {ARCHIVE_TEXT} from '../../src/blog/text';
import {COURSE_AREAS} from '../../src/data/courseAreas';
import {test, expect, untilHydrated} from './fixtures';

/** The layout defects of issue 14, each checked where it showed: at a phone's, a tablet's and a desktop's width. */
const WIDTHS = [390, 800, 1280] as const;

type Box = {x: number; y: number; width: number; height: number};

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

/** The box of an element's text itself, not of the block that holds it. */
async function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const {x, y, width, height} = range.getBoundingClientRect();
    return {x, y, width, height};
  });
}

/** How many lines a block of text takes. */
async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set(
      [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
    );
    return tops.size;
  });
}

/** Elements whose text the browser cuts short (an ellipsis or hidden overflow). */
async function cutShort(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('home: the areas heading is centred and the cards fill every row', async ({page}) => {
      await page.goto('/');
      const heading = page.getByRole('heading', {level: 2, name: 'What you can learn here'});
      const text = await textBox(heading);
      const column = await box(heading);
      expect(
        Math.abs(text.x + text.width / 2 - (column.x + column.width / 2)),
        'heading text off centre, px',
      ).toBeLessThanOrEqual(1);

      const cards = page.locator('#course-areas-heading ~ ul > li');
      await expect(cards).toHaveCount(COURSE_AREAS.length);
      const tops = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      const perRow = [
        ...tops.reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map<number, number>()).values(),
      ];
      expect(new Set(perRow).size, `cards per row: ${perRow.join(', ')}`).toBe(1);
    });

    test('home: the skip link lands before the hero, so its buttons come next', async ({page}) => {
      await page.goto('/');
      await untilHydrated(page);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: /skip to main content/i})).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: 'Browse the programmes'})).toBeFocused();
    });

    test('docs landing: card titles and summaries are whole, with drawn icons', async ({page}) => {
      await page.goto('/docs');
      const cards = page.locator('.theme-doc-card-container');
      await expect(cards.first()).toBeVisible();
      expect(await cutShort(page.locator('.theme-doc-card-title, .theme-doc-card-description'))).toEqual([]);
      // Icons are our SVGs: no emoji, which shows as a box where no emoji font is installed.
      const icons = page.locator('.theme-doc-card-icon');
      await expect(icons).toHaveCount(await cards.count());
      expect(
        await icons.evaluateAll((nodes) => nodes.filter((node) => node.tagName.toLowerCase() !== 'svg').length),
      ).toBe(0);
      expect(await page.locator('.theme-doc-card-heading').allTextContents()).not.toContainEqual(
        expect.stringMatching(/\p{Extended_Pictographic}/u),
      );
    });

    test('blog archive: one title, newest first as the blog list, in one readable column', async ({page}) => {
      await page.goto('/blog');
      const listed = await page.locator('article header h2 a').allTextContents();
      await page.goto('/blog/archive');
      await expect(page.getByRole('heading', {level: 1, name: ARCHIVE_TEXT.title})).toHaveCount(1);
      await expect(page.getByText(ARCHIVE_TEXT.title, {exact: true})).toHaveCount(1);
      await expect(page.locator('.hero--primary')).toHaveCount(0);
      const archived = await page.locator('main li a').allTextContents();
      expect(archived.slice(0, listed.length)).toEqual(listed);
      const column = await box(page.locator('main li').first());
      expect(column.width).toBeGreaterThanOrEqual(Math.min(width - 64, 600));
    });

    test('blog post: the author line has an avatar and room under the name', async ({page}) => {
      await page.goto('/blog/docker');
      const author = page.locator('article header .avatar').first();
      const avatar = author.locator('img.avatar__photo');
      await expect(avatar).toBeVisible();
      expect(await avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const name = await textBox(author.locator('.avatar__name'));
      const subtitle = await textBox(author.locator('.avatar__intro small'));
      await expect(author.locator('.avatar__intro small')).toHaveText('Course authors');
      expect(
        subtitle.y - (name.y + name.height),
        'space between the name and the title under it, px',
      ).toBeGreaterThanOrEqual(4);
    });

    test('markdown page: a visible title opens the page', async ({page}) => {
      await page.goto('/markdown-page');
      const heading = page.getByRole('heading', {level: 1, name: 'Writing content for Projects'});
      await expect(heading).toBeVisible();
      await expect(heading).toBeInViewport();
      const first = await page
        .locator('main article, main .markdown')
        .first()
        .evaluate((element) => {
          const child = element.querySelector('h1, p');
          return child?.tagName.toLowerCase();
        });
      expect(first).toBe('h1');
    });
  });
}

test.describe('at 390 px', () => {
  test.use({viewport: {width: 390, height: 900}});

  test('home: the hero buttons are one width and the announcement takes at most two lines', async ({page}) => {
    await page.goto('/');
    const [browse, blog] = [
      page.getByRole('link', {name: 'Browse the programmes'}),
      page.getByRole('link', {name: 'Read the blog'}),
    ];
    const [a, b] = [await box(browse), await box(blog)];
    expect(Math.abs(a.width - b.width), `button widths ${a.width} and ${b.width}`).toBeLessThanOrEqual(1);
    expect(Math.abs(a.x - b.x)).toBeLessThanOrEqual(1);
    expect(
      await lineCount(page.locator('.theme-announcement-bar [class*="announcementBarContent"]')),
    ).toBeLessThanOrEqual(2);
  });
});

test.describe('at 800 px', () => {
  test.use({viewport: {width: 800, height: 900}});

  async function gapBetween(a: Locator, b: Locator): Promise<number> {
    const [first, second] = [await box(a), await box(b)];
    const dx = Math.max(second.x - (first.x + first.width), first.x - (second.x + second.width), 0);
    const dy = Math.max(second.y - (first.y + first.height), first.y - (second.y + second.height), 0);
    return Math.hypot(dx, dy);
  }

  test("the mobile sidebar's close button keeps clear of the navbar's search", async ({page}) => {
    await page.goto('/docs/intro');
    await untilHydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    const close = sidebar.getByRole('button', {name: 'Close navigation bar'});
    await expect(close).toBeVisible();
    const search = page.locator('.navbar__inner').getByRole('combobox', {name: 'Search'});
    await expect(search).toBeVisible();
    expect(await gapBetween(close, search), 'px between the close button and the search box').toBeGreaterThanOrEqual(8);
    const [menu, box_] = [await box(sidebar.locator('.navbar-sidebar__items')), await box(search)];
    expect(menu.x + menu.width, 'the open menu leaves the search box uncovered').toBeLessThanOrEqual(box_.x);
  });
});
