import {test, expect, axeViolations} from './fixtures';

const PAGES = [
  {name: 'home page', path: '/'},
  {name: 'doc', path: '/docs/intro'},
  {name: 'blog post', path: '/blog/docker'},
  {name: 'Spanish blog post', path: '/blog/orden-de-ejecución-sql'},
];

for (const {name, path} of PAGES) {
  for (const mode of ['dark', 'light'] as const) {
    test(`axe finds no violations on the ${name} in ${mode} mode`, async ({page}) => {
      // Docusaurus applies `?docusaurus-theme=` before it reads storage.
      await page.goto(`${path}?docusaurus-theme=${mode}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('main, article').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
