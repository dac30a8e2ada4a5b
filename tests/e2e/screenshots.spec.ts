import type {Locator, Page} from '@playwright/test';
import {UI_TEXT} from '../../src/auth/uiText';
import {NOT_FOUND_TEXT} from '../../src/site/notFound';
import {test, expect} from './fixtures';
import {sessionCookie, withCookie} from './session';

/**
 * Screenshots of the pages a visitor and a learner see most, at a phone's
 * and a desktop's width, in both colour modes: saved with the test's results
 * (test-results/…, and attached to the report) for a person to look at, not
 * compared with committed images. Each also checks what a screenshot would
 * show at a glance: the page's main element is there and nothing is wider
 * than the window.
 */
const LESSON = '/docs/Programs/En/DataEngineering/Projects/Projects/Module-1';
/** Taller pages are cut to their first this many pixels. */
const MAX_HEIGHT = 2400;

type Shot = {
  readonly name: string;
  readonly path: string;
  readonly signedIn?: boolean;
  /** What must be on screen before the picture is taken. */
  readonly ready: (page: Page) => Locator;
  /** Console errors the page is expected to log. */
  readonly allowedConsoleErrors?: RegExp[];
};

const SHOTS: readonly Shot[] = [
  {name: 'home', path: '/', ready: (page) => page.getByRole('heading', {level: 1, name: 'Projects'})},
  // The sign-in form, whatever the page around it shows of the lesson.
  {name: 'lesson-signed-out', path: LESSON, ready: (page) => page.getByLabel(UI_TEXT.emailLabel, {exact: true})},
  {name: 'lesson-signed-in', path: LESSON, signedIn: true, ready: (page) => page.locator('article h1')},
  {name: 'widget', path: '/login', ready: (page) => page.getByLabel(UI_TEXT.emailLabel, {exact: true})},
  {
    name: 'not-found',
    path: '/no-such-page',
    ready: (page) => page.getByRole('heading', {level: 1, name: NOT_FOUND_TEXT.title}),
    // The browser reports the page's own 404 status.
    allowedConsoleErrors: [/status of 404/],
  },
  {name: 'blog', path: '/blog', ready: (page) => page.locator('article').first()},
  {name: 'blog-post', path: '/blog/docker', ready: (page) => page.getByRole('heading', {level: 1})},
  {name: 'blog-archive', path: '/blog/archive', ready: (page) => page.getByRole('heading', {level: 1})},
];

for (const shot of SHOTS) {
  for (const width of [390, 1280] as const) {
    for (const mode of ['dark', 'light'] as const) {
      test.describe(() => {
        test.use({viewport: {width, height: 900}, allowedConsoleErrors: shot.allowedConsoleErrors ?? []});

        test(`screenshot: ${shot.name} at ${width} px, ${mode}`, async ({page, context, baseURL}, testInfo) => {
          if (shot.signedIn) await withCookie(context, baseURL!, await sessionCookie(baseURL!));
          await page.goto(`${shot.path}?docusaurus-theme=${mode}`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await expect(shot.ready(page)).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
          await page.evaluate(() => document.fonts.ready);

          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, 'pixels the page is wider than the window').toBeLessThanOrEqual(0);

          const file = testInfo.outputPath(`${shot.name}-${width}-${mode}.png`);
          // A whole page, unless it is a long lesson: then its first screens, which is what a picture can show.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.screenshot({
            path: file,
            animations: 'disabled',
            ...(height <= MAX_HEIGHT
              ? {fullPage: true}
              : {clip: {x: 0, y: 0, width, height: MAX_HEIGHT}, fullPage: true}),
          });
          await testInfo.attach(`${shot.name}-${width}-${mode}`, {path: file, contentType: 'image/png'});
        });
      });
    }
  }
}
