import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {createAccount, uniqueEmail} from './emulator';
import {GATE_TEXT, UI_TEXT} from '../../src/auth/uiText';
import {AUTH_NAVBAR_LABELS} from '../../src/site/navbar';

const PASSWORD = 'learning-is-cool-1';
const LESSON = '/docs/Programs/En/MLOps/Module-1';
const LESSON_HEADING = 'MLOps Module 1: Experiments to Models';
// Anonymous readers get the page's title (the sign-in invitation shows it), never its text.
const LESSON_BODY = 'Most machine learning projects do not fail because the model is weak.';
const navbar = (page: Page) => page.locator('nav.navbar');
// The lesson's own heading: a signed-out visitor's invitation shows its title too.
const lessonHeading = (page: Page) => page.locator('.theme-doc-markdown').getByRole('heading', {level: 1, name: LESSON_HEADING});

async function signIn(page: Page, email: string) {
  await expect(page.getByRole('heading', {level: 1, name: UI_TEXT.signInTitle})).toBeVisible();
  await page.getByLabel(UI_TEXT.emailLabel, {exact: true}).fill(email);
  await page.getByRole('button', {name: UI_TEXT.next, exact: true}).click();
  await page.getByLabel(UI_TEXT.passwordLabel, {exact: true}).fill(PASSWORD);
  await page.getByRole('button', {name: UI_TEXT.signInButton, exact: true}).click();
}

test('anonymous readers get the widget, not the lesson; after sign-in the server sends the lesson', async ({page}) => {
  const email = uniqueEmail('protect');
  await createAccount(email, PASSWORD);

  const anonymous = await page.goto(LESSON);
  expect(await anonymous!.text()).not.toContain(LESSON_BODY);
  await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedOut})).toBeVisible();
  await signIn(page, email);
  await expect(lessonHeading(page)).toBeVisible();

  // A signed-in reader's first paint already holds the lesson and 'Logout', never the loader.
  const reload = await page.reload();
  const html = await reload!.text();
  expect(html).toContain(LESSON_BODY);
  expect(html).toContain(`>${AUTH_NAVBAR_LABELS.signedIn}<`);
  expect(html).not.toContain(GATE_TEXT.loader);
});

test('after sign-out the widget shows again, and a cookie copied before is refused', async ({page, context, browser}) => {
  const email = uniqueEmail('copied');
  await createAccount(email, PASSWORD);
  await page.goto(LESSON);
  await signIn(page, email);
  await expect(lessonHeading(page)).toBeVisible();
  const copied = (await context.cookies()).find((cookie) => cookie.name === '__session');
  expect(copied?.httpOnly).toBe(true);

  // The Auth emulator counts whole seconds: revoke strictly after the sign-in's second.
  await page.waitForTimeout(1100);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(LESSON);
  await expect(page.getByRole('heading', {level: 1, name: UI_TEXT.signInTitle})).toBeVisible();

  const thief = await browser.newContext();
  await thief.addCookies([{...copied!}]);
  const stolen = await thief.request.get(LESSON);
  expect(await stolen.text()).not.toContain(LESSON_BODY);
  expect(await (await thief.request.get('/api/session')).json()).toEqual({signedIn: false});
  await thief.close();
});
