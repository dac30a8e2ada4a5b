import {DIAGRAM_LESSON} from '../pageScripts';
import {test, expect, untilHydrated} from './fixtures';
import {sessionCookie, withCookie} from './session';
import type {Page} from '@playwright/test';

/**
 * Signed in, a lesson's page finds its own entry of the docs' global data and
 * its route, though the browser's copies of both leave the lessons out
 * (src/docs/browserDocs.ts; src/routeTable: each programme's routes load
 * with the programme). It hydrates without a mismatch (the fixture fails on
 * any console error), and client navigation reaches lessons in the same
 * programme and in another one, back and forward, without reloading.
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
