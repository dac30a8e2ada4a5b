import {NOT_FOUND_TEXT} from '../../src/site/notFound';
import {test, expect} from './fixtures';
import {sessionCookie, withCookie} from './session';

/** The title every not-found page has, whichever part of the site the path is in. */
const TITLE = `${NOT_FOUND_TEXT.title} | Projects`;

// The browser reports the page's own 404 status in the console.
test.use({allowedConsoleErrors: [/status of 404/]});

/** Anonymous readers get the public build, signed-in readers the full one: both must answer alike. */
for (const reader of ['anonymous', 'signed in'] as const) {
  test.describe(`${reader}`, () => {
    test.beforeEach(async ({context, baseURL}) => {
      if (reader === 'signed in') await withCookie(context, baseURL!, await sessionCookie(baseURL!));
    });

    for (const path of ['/no-such-page', '/docs/no-such-doc', '/blog/no-such-post']) {
      test(`${path} is a helpful not-found page titled "${TITLE}"`, async ({page}) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page).toHaveTitle(TITLE);
        await expect(page.getByRole('heading', {level: 1, name: NOT_FOUND_TEXT.title})).toHaveCount(1);

        const main = page.locator('main');
        await expect(main.getByRole('link', {name: NOT_FOUND_TEXT.home})).toHaveAttribute('href', '/');
        await expect(main.getByRole('link', {name: NOT_FOUND_TEXT.programmes})).toHaveAttribute('href', '/docs');
        const search = main.getByRole('search');
        await expect(search).toHaveAttribute('action', '/search');
        await search.getByLabel(NOT_FOUND_TEXT.searchLabel).fill('docker');
        await search.getByRole('button', {name: NOT_FOUND_TEXT.searchButton}).click();
        await expect(page).toHaveURL(/\/search\?q=docker$/);
        await expect(page.getByRole('heading', {level: 1, name: 'Search'})).toBeVisible();
      });
    }

    test('robots.txt is served as text, points to the sitemap and keeps crawlers out of sign-in and the API', async ({
      page,
      baseURL,
    }) => {
      const response = await page.request.get('/robots.txt');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/plain/);
      const lines = (await response.text()).split('\n');
      expect(lines).toContain('User-agent: *');
      for (const path of ['/login', '/logout', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
      const sitemap = lines.find((line) => line.startsWith('Sitemap: '))?.slice('Sitemap: '.length);
      expect(sitemap, 'the Sitemap line').toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
      // The build's own site URL may differ from where the tests reach it: the same path must be served here.
      const served = await page.request.get(`${baseURL}${new URL(sitemap!).pathname}`);
      expect(served.status()).toBe(200);
      expect(await served.text()).toContain('<urlset');
    });
  });
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('the not-found page fits the screen without a void above its way back', async ({page}) => {
    await page.goto('/no-such-page');
    const heading = page.getByRole('heading', {level: 1, name: NOT_FOUND_TEXT.title});
    await expect(heading).toBeVisible();
    // The way back (the search box and both links) shows on the first screen.
    await expect(page.locator('main').getByRole('link', {name: NOT_FOUND_TEXT.programmes})).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
