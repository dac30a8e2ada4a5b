import {test, expect, untilHydrated} from './fixtures';

/** A public post with a diagram and Python, Bash, YAML and Dockerfile code. */
const POST = '/blog/docker';
const POST_TITLE = 'Docker for Data Engineers';
/** A string of Mermaid's runtime, in whatever chunk would carry it. */
const MERMAID_RUNTIME = 'mermaidAPI';

test('a page with a diagram shows it as SVG from the build, in the reader’s colour mode, and never loads Mermaid', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(POST);
  await untilHydrated(page);
  const drawing = page.locator('[data-diagram]').first().locator('svg');
  await expect(drawing).toHaveCount(1);
  await expect(drawing).toBeVisible();
  await expect(drawing).toHaveAttribute('role', /graphics-document/);
  // Dark mode (the default) shows the one drawing with its lightness inverted; light mode shows it as drawn.
  await expect(drawing).toHaveCSS('filter', /invert\(1\)/);

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(drawing).toHaveCSS('filter', 'none');

  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes(MERMAID_RUNTIME)).length, 'scripts carrying Mermaid').toBe(0);
});

test.describe('with the bundles blocked', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource/]});

  test('code is highlighted and diagrams drawn in the HTML itself, before any bundle runs', async ({page}) => {
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(POST);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    const keyword = page.locator('pre code .token.keyword').first();
    await expect(keyword).toBeVisible();
    const colours = await keyword.evaluate((element) => {
      const line = element.closest('.token-line')!;
      return {token: getComputedStyle(element).color, text: getComputedStyle(line).color};
    });
    expect(colours.token).not.toBe(colours.text);
    await expect(page.locator('[data-diagram] svg:visible')).toHaveCount(1);
  });
});

test('after a client-side navigation, code is highlighted and the diagram drawn on demand', async ({page}) => {
  await page.goto('/blog');
  await untilHydrated(page);
  const diagramFetches: string[] = [];
  page.on('request', (request) => {
    if (/\/diagrams\/[0-9a-f]{16}\.json$/.test(request.url())) diagramFetches.push(request.url());
  });
  await page.getByRole('link', {name: POST_TITLE}).first().click();
  await expect(page).toHaveURL(new RegExp(`${POST}$`));
  await expect(page.locator('[data-diagram] svg:visible')).toHaveCount(1);
  await expect(page.locator('pre.language-python .token.keyword').first()).toBeVisible();
  await expect(page.locator('pre.language-bash .token').first()).toBeVisible();
  expect(diagramFetches).toHaveLength(1);
});

test('links fetch a page’s code when the reader shows intent, not because they are on screen', async ({page}) => {
  await page.goto('/docs/intro');
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  // Docusaurus prefetches with <link rel="prefetch">, one per chunk of every link in view.
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.getByRole('link', {name: 'Blog', exact: true}).first().hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
});
