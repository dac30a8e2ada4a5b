import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {contrastRatio, parseColor, type Rgb} from '../../src/prism/contrast';
import {SEARCH_TEXT} from '../../src/search/text';
import {test, expect} from './fixtures';

/** WCAG AA for normal text. */
const AA = 4.5;
const WIDTHS = [390, 800, 1280] as const;

/** The colour a layer shows: `color` at the element's opacity, and every ancestor's, over `under`. */
async function paint(element: Locator, pseudo: string | null = null) {
  return element.evaluate((node, pseudoElement) => {
    let opacity = 1;
    for (let el: Element | null = node; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
    // The nearest opaque background behind the element.
    let background = 'rgb(255, 255, 255)';
    for (let el: Element | null = node; el; el = el.parentElement) {
      const color = getComputedStyle(el).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        background = color;
        break;
      }
    }
    return {color: getComputedStyle(node, pseudoElement).color, opacity, background};
  }, pseudo);
}

/** The contrast ratio of what is drawn (its colour at its opacity) against what is behind it. */
function ratioOf({color, opacity, background}: {color: string; opacity: number; background: string}): number {
  const under: Rgb = parseColor(background);
  const [r, g, b] = parseColor(color, under);
  const drawn = parseColor(`rgba(${r}, ${g}, ${b}, ${opacity})`, under);
  return contrastRatio(drawn, under);
}

async function colorContrastViolations(page: Page, selectors: readonly string[]): Promise<string[]> {
  // axe checks nothing, silently, for a selector that matches nothing.
  for (const selector of selectors) await expect(page.locator(selector).first(), selector).toBeVisible();
  let builder = new AxeBuilder({page}).withRules(['color-contrast']);
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  );
}

for (const mode of ['dark', 'light'] as const) {
  for (const width of WIDTHS) {
    test.describe(`${mode} mode at ${width} px`, () => {
      test.use({viewport: {width, height: 800}});

      test('the announcement bar and the search box reach WCAG AA contrast', async ({page}) => {
        await page.goto(`/?docusaurus-theme=${mode}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const bar = page.locator('.theme-announcement-bar');
        const close = bar.getByRole('button', {name: 'Close'});
        await expect(close).toBeVisible();
        const search = page.locator('.navbar').getByRole('combobox', {name: SEARCH_TEXT.label});
        await expect(search).toBeVisible();

        // axe's colour-contrast rule reads text: the bar's message and link, and the search box's shortcut hint.
        expect(
          await colorContrastViolations(page, ['.theme-announcement-bar', '.navbar [class*="navbarSearchContainer_"]']),
        ).toEqual([]);
        // axe skips an icon and a placeholder, so their drawn colours are measured as axe would.
        const closeRatio = ratioOf(await paint(close.locator('svg')));
        expect(closeRatio, `close ✕ contrast ${closeRatio.toFixed(2)}:1`).toBeGreaterThanOrEqual(AA);
        const placeholderRatio = ratioOf(await paint(search, '::placeholder'));
        expect(placeholderRatio, `search placeholder contrast ${placeholderRatio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
          AA,
        );
      });
    });
  }
}
