import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import matter from 'gray-matter';
import type {Page} from '@playwright/test';
import {readServerConfig} from '../../server/config';
import {htmlText} from '../../scripts/site-build/htmlText';
import {GATE_TEXT, UI_TEXT} from '../../src/auth/uiText';
import {LESSON_SIGN_IN_PAGE} from '../../src/components/LessonSignInPage/text';
import {MANIFEST_FILE, type LessonManifest, type ManifestLesson} from '../../src/progress/manifest';
import {VERSION_DROPDOWN} from '../../src/site/navbar';
import {axeViolations, expect, test, untilHydrated} from './fixtures';
import {sessionCookie, withCookie} from './session';

/**
 * Issue 14, "The wall a visitor meets": what a signed-out visitor sees of a
 * programme. Titles, places and counts come from the full build (its lesson
 * manifest and pages) and the docs' front matter, never typed in.
 */
const {fullRoot} = readServerConfig({...process.env, LOG_LEVEL: 'silent'});
const manifest = JSON.parse(readFileSync(join(fullRoot, MANIFEST_FILE), 'utf8')) as LessonManifest;
const lessonById = (id: string) => manifest.lessons.find((lesson) => lesson.id === id)!;
const groupTitle = (path: string) => manifest.groups.find((group) => group.path === path)!.title;
const fullPage = (path: string) => readFileSync(join(fullRoot, path, 'index.html'), 'utf8');

const LESSON = lessonById('Programs/En/MLOps/Module-1/foundations/what-is-mlops');
/** The lessons of its part, in order: the part is the innermost group. */
const PART = manifest.lessons.filter((lesson) => lesson.groups.at(-1) === LESSON.groups.at(-1));
const PROGRAMME = '/docs/Programs/Es/Machine Learning';
const PROGRAMME_PAGE = matter(readFileSync('docs/Programs/Es/Machine Learning/index.md', 'utf8')).data as {
  title: string;
  description: string;
};

/** What only the lesson itself holds, from the full build's page: its description, headings and first paragraph. */
function lessonText(lesson: ManifestLesson): string[] {
  const html = fullPage(lesson.path);
  const description = /<meta [^>]*name=description content="([^"]+)"/.exec(html)?.[1];
  const headings = [...html.matchAll(/<h[2-6][^>]*>(.*?)<\/h[2-6]>/g)].map((match) => htmlText(match[1]!));
  const paragraph = /<div class="theme-doc-markdown markdown">.*?<p>(.*?)<\/p>/.exec(html)?.[1];
  const texts = [htmlText(description ?? ''), ...headings, htmlText(paragraph ?? '')].filter((text) => text.length > 12);
  expect(texts.length, `text of ${lesson.path} in the full build`).toBeGreaterThan(3);
  return texts;
}

const tab = (title: string) => `${title} | Projects`;
const outline = (page: Page) => page.getByRole('region', {name: groupTitle(LESSON.groups.at(-1)!)});

test('a signed-out lesson shows its title in the tab and as its heading, its breadcrumbs and part, the widget, and no lesson text', async ({
  page,
}) => {
  const response = await page.goto(LESSON.path);
  const html = await response!.text();
  // Prerendered: a visitor, a link preview or a crawler gets the title without scripts.
  expect(htmlText(/<title[^>]*>(.*?)<\/title>/.exec(html)?.[1] ?? '')).toBe(tab(LESSON.title));
  await expect(page).toHaveTitle(tab(LESSON.title));
  await expect(page.getByRole('heading', {level: 1, name: LESSON.title, exact: true})).toBeVisible();

  const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  for (const group of LESSON.groups.slice(1)) await expect(breadcrumbs).toContainText(groupTitle(group));
  await expect(breadcrumbs).toContainText(groupTitle(LESSON.groups[1]!));

  const links = outline(page).getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(PART.length);
  expect(await links.evaluateAll((anchors) => anchors.map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)))).toEqual(
    PART.map((lesson) => lesson.path),
  );
  await expect(outline(page).locator('[aria-current=page]')).toHaveAttribute('href', encodeURI(LESSON.path));
  await expect(outline(page)).toContainText(LESSON_SIGN_IN_PAGE.lessons(PART.length));

  await expect(page.getByRole('heading', {level: 1, name: UI_TEXT.signInTitle, exact: true})).toBeVisible();
  await expect(page.getByLabel(UI_TEXT.emailLabel, {exact: true})).toBeVisible();

  const shown = `${html}\n${await page.locator('body').innerText()}`;
  for (const text of lessonText(LESSON)) expect(shown, 'the page shows the lesson’s own text').not.toContain(text);
});

test('an outline link opens that lesson’s invitation in place', async ({page}) => {
  const next = PART[1]!;
  await page.goto(LESSON.path);
  await untilHydrated(page);
  await outline(page).locator(`a[href="${encodeURI(next.path)}"]`).click();
  await expect(page).toHaveURL(encodeURI(next.path));
  await expect(page).toHaveTitle(tab(next.title));
  await expect(page.getByRole('heading', {level: 1, name: next.title, exact: true})).toBeVisible();
  await expect(outline(page).locator('[aria-current=page]')).toHaveAttribute('href', encodeURI(next.path));
  await expect(page.getByRole('heading', {level: 1, name: UI_TEXT.signInTitle, exact: true})).toBeVisible();
});

for (const [name, path] of [
  ['lesson', LESSON.path],
  ['programme landing', PROGRAMME],
] as const) {
  for (const mode of ['dark', 'light'] as const) {
    test(`axe finds no violations on a signed-out ${name} in ${mode} mode`, async ({page}) => {
      await page.goto(`${encodeURI(path)}?docusaurus-theme=${mode}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.getByLabel(UI_TEXT.emailLabel, {exact: true})).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test.describe('with JavaScript off', () => {
  test.use({javaScriptEnabled: false});

  test('a protected page explains sign-in in words, with its invitation, and no spinner', async ({page}) => {
    const html = await (await page.goto(LESSON.path))!.text();
    await expect(page.getByRole('heading', {level: 1, name: LESSON.title, exact: true})).toBeVisible();
    await expect(outline(page).getByRole('link')).toHaveCount(PART.length);
    await expect(page.getByRole('heading', {level: 2, name: UI_TEXT.signInTitle, exact: true})).toBeVisible();
    await expect(page.getByText(UI_TEXT.signInIntro)).toBeVisible();
    // A browser with scripts off shows <noscript>; Playwright's switch leaves it unparsed, so read the page as sent.
    expect([...html.matchAll(/<noscript>(.*?)<\/noscript>/gs)].map((match) => htmlText(match[1]!))).toContain(GATE_TEXT.needsJavaScript);
    await expect(page.getByText(GATE_TEXT.loader)).toHaveCount(0);
    await expect(page.locator('[class*=spinner]')).toHaveCount(0);
  });
});

test.describe('a programme’s own page', () => {
  const lessons = manifest.lessons.filter((lesson) => lesson.groups.includes(PROGRAMME));
  const modules = [...new Set(lessons.map((lesson) => lesson.groups[lesson.groups.indexOf(PROGRAMME) + 1]!))];

  test('signed out, is a landing: what you build, its modules with their lessons, the lesson count, and "Sign in to start"', async ({
    page,
  }) => {
    await page.goto(PROGRAMME);
    await expect(page).toHaveTitle(tab(PROGRAMME_PAGE.title));
    await expect(page.getByRole('heading', {level: 1, name: PROGRAMME_PAGE.title, exact: true})).toBeVisible();
    await expect(page.getByText(PROGRAMME_PAGE.description, {exact: true})).toBeVisible();
    await expect(page.getByText(LESSON_SIGN_IN_PAGE.lessonsIn(lessons.length, modules.length, true), {exact: true})).toBeVisible();
    const contents = page.getByRole('region', {name: LESSON_SIGN_IN_PAGE.contentsTitle});
    await expect(contents.getByRole('listitem')).toHaveText(
      modules.map((module) => {
        const count = lessons.filter((lesson) => lesson.groups.includes(module)).length;
        return `${groupTitle(module)} · ${LESSON_SIGN_IN_PAGE.lessons(count)}`;
      }),
    );
    await expect(page.getByRole('heading', {level: 2, name: LESSON_SIGN_IN_PAGE.signInToStart})).toBeVisible();
    await expect(page.getByLabel(UI_TEXT.emailLabel, {exact: true})).toBeVisible();
  });

  test('signed in, is the programme’s page as before, with its progress', async ({page, context, baseURL}) => {
    await withCookie(context, baseURL!, await sessionCookie(baseURL!));
    await page.goto(PROGRAMME);
    await expect(page.locator('.theme-doc-markdown').getByRole('heading', {level: 1, name: PROGRAMME_PAGE.title})).toBeVisible();
    await expect(page.locator('[data-progress]').first()).toBeAttached();
    await expect(page.getByRole('heading', {level: 2, name: LESSON_SIGN_IN_PAGE.signInToStart})).toHaveCount(0);
  });
});

test('/docs/intro’s "Previous" and "Next" stay among public English pages', async ({page}) => {
  await page.goto('/docs/intro');
  const pager = page.getByRole('navigation', {name: 'Docs pages'});
  const hrefs = await pager.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).not.toMatch(/^\/docs\/Programs\//i);
  await expect(pager.getByRole('link', {name: /^Previous/})).toHaveCount(0);
  await expect(pager.getByRole('link', {name: /^Next/})).toHaveAttribute('href', '/docs/bootcamp');
});

test('the version dropdown is labelled as one, opens a menu, and is not highlighted as the section', async ({page}) => {
  await page.goto('/docs/intro');
  const navbar = page.locator('nav.navbar');
  const version = navbar.getByRole('button', {name: `${VERSION_DROPDOWN.label}: Next`, exact: true});
  await expect(version).toBeVisible();
  await expect(version).toHaveAttribute('aria-haspopup', 'true');
  await expect(version).not.toHaveClass(/navbar__link--active/);
  await expect(navbar.getByRole('link', {name: 'Hands-on', exact: true})).toHaveClass(/navbar__link--active/);
  await version.hover();
  const menu = navbar.locator('.dropdown__menu').filter({hasText: VERSION_DROPDOWN.menuHeading});
  await expect(menu.getByRole('link', {name: 'Next', exact: true})).toBeVisible();
});
