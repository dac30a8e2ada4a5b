import {DIAGRAM_LESSON, scriptsLoaded} from '../pageScripts';
import {logRequests} from '../requestLog';
import {test, expect, untilHydrated} from './fixtures';
import {sessionCookie, withCookie} from './session';
import type {Page} from '@playwright/test';

/**
 * Signed in, a lesson's page finds its own entry of the docs' global data and
 * its route, though the browser's copies of both leave the lessons out
 * (src/docs/browserDocs.ts; src/routeTable: each programme's routes load
 * with the programme). It hydrates without a mismatch (the fixture fails on
 * any console error), client navigation reaches lessons in the same
 * programme and in another one, back and forward, without reloading, and
 * hovering a link into another programme loads that programme's routes and
 * the page's own code before the click (src/themePatches/preloadLoader.cjs).
 */
const NEXT_IN_PROGRAMME = '/docs/Programs/Es/DataEngineering/Contenedores/docker/dockerfile-para-la-ingesta';
const OTHER_PROGRAMME = '/docs/Programs/Es/DevOps/';

test.beforeEach(async ({context, baseURL}) => {
  await withCookie(context, baseURL!, await sessionCookie(baseURL!));
});

/** What the navbar shows on a lesson: "Hands-on" active, and the version menu links to the lesson itself. */
async function expectLessonNavbar(page: Page, path: string): Promise<void> {
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.getByRole('link', {name: 'Hands-on'})).toHaveClass(/navbar__link--active/);
  await expect(navbar.getByRole('button', {name: 'Version: Next'})).toHaveAttribute('href', path);
}

const heading = (page: Page) => page.getByRole('heading', {level: 1});

test('a lesson, first loaded, hydrates with the navbar the server drew', async ({page}) => {
  await page.goto(DIAGRAM_LESSON);
  await untilHydrated(page);
  await expect(heading(page)).toHaveText('Por qué contenedores: imágenes, contenedores y registros');
  await expectLessonNavbar(page, DIAGRAM_LESSON);
});

test('client navigation between lessons of one programme, into another programme, and back and forward', async ({
  page,
}) => {
  await page.goto(DIAGRAM_LESSON);
  await untilHydrated(page);
  // A full page load would lose this.
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);

  await page.locator('a.pagination-nav__link--next').click();
  await expect(page).toHaveURL(NEXT_IN_PROGRAMME);
  await expect(heading(page)).not.toHaveText('Por qué contenedores: imágenes, contenedores y registros');
  const nextTitle = await heading(page).textContent();
  await expectLessonNavbar(page, NEXT_IN_PROGRAMME);

  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'DevOps', exact: true}).click();
  await expect(page).toHaveURL(OTHER_PROGRAMME);
  await expect(heading(page)).toHaveText('DevOps');
  await expectLessonNavbar(page, OTHER_PROGRAMME);

  await page.goBack();
  await expect(heading(page)).toHaveText(nextTitle!);
  await page.goBack();
  await expect(heading(page)).toHaveText('Por qué contenedores: imágenes, contenedores y registros');
  await expectLessonNavbar(page, DIAGRAM_LESSON);
  await page.goForward();
  await expect(heading(page)).toHaveText(nextTitle!);
  await page.goForward();
  await expect(heading(page)).toHaveText('DevOps');
  expect(await sameDocument(), 'no page load on the way').toBe(true);
});

test('hovering a link into another programme loads what its page needs to be drawn', async ({page}) => {
  // Opened, hydrated and done loading, so that what loads next is the hover's.
  await scriptsLoaded(page, DIAGRAM_LESSON);
  const devOps = page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'DevOps', exact: true});
  // The hover loads in rounds (the programme's routes, then, once they have run, its page's code), and gets no
  // network-idle state of its own: this waits until the scripts it started have all arrived and none has started
  // for half a second.
  const hoverScripts = logRequests(page, (request) => request.resourceType() === 'script');
  await devOps.hover();
  await hoverScripts.quiet({atLeast: 1});
  hoverScripts.stop();
  // Docusaurus draws the next page once its code has loaded: a script requested between the click and the
  // new heading was one the hover had not loaded. Code blocks fetch their grammars after the page is drawn.
  const timings = await page.evaluate(
    () =>
      new Promise<{clicked: number; drawn: number; scripts: {name: string; startTime: number}[]}>((resolve) => {
        const clicked = performance.now();
        new MutationObserver((_changes, observer) => {
          if (document.querySelector('h1')?.textContent !== 'DevOps') return;
          observer.disconnect();
          const drawn = performance.now();
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
            .map(({name, startTime}) => ({name: new URL(name).pathname, startTime}));
          resolve({clicked, drawn, scripts});
        }).observe(document.body, {subtree: true, childList: true, characterData: true});
        document.querySelector<HTMLAnchorElement>('nav[aria-label="Docs sidebar"] a[href="/docs/Programs/Es/DevOps/"]')!.click();
      }),
  );
  expect(timings.drawn).toBeGreaterThan(timings.clicked);
  const late = timings.scripts.filter(({startTime}) => startTime >= timings.clicked && startTime <= timings.drawn);
  expect(late.map(({name}) => name), 'scripts the click waited for').toEqual([]);
  await expect(page).toHaveURL(OTHER_PROGRAMME);
});
