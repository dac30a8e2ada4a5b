import {test as base, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

type Fixtures = {
  /** Console errors a test expects, such as the browser's report of a refused request. */
  allowedConsoleErrors: RegExp[];
  /** Console errors and uncaught exceptions seen while the test ran. */
  consoleErrors: string[];
};

/**
 * Every browser test fails when the page logs a console error or throws,
 * so a regression that only shows in the console cannot slip through.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // The location names the failing resource, so a report says which request failed.
        const text = `${message.text()} ${message.location().url}`.trim();
        if (message.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Runs axe with the WCAG 2.1 A/AA rules and returns a readable summary of violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * Waits until React has hydrated the page. Until then its buttons are inert
 * HTML: a click that lands earlier (right after a full page load, when the
 * scripts are still on their way) does nothing and is lost.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
