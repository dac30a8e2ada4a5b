import type {Locator, Page} from '@playwright/test';
import {test, expect, axeViolations, untilHydrated} from './fixtures';
import {createAccount, latestOobCode, uniqueEmail} from './emulator';
import {UI_TEXT, ACTION_TEXT, GATE_TEXT} from '../../src/auth/uiText';
import {AUTH_ERROR_MESSAGES, NETWORK_ERROR, VALIDATION_MESSAGES} from '../../src/auth/messages';
import {AUTH_NAVBAR_LABELS} from '../../src/site/navbar';

const PASSWORD = 'learning-is-cool-1';
const LESSON = '/docs/Programs/En/DataEngineering/Projects/Projects/Module-1';
const LESSON_HEADING = 'Module 1: Containers and Infrastructure';

const navbar = (page: Page) => page.locator('nav.navbar');
const heading = (page: Page, name: string) => page.getByRole('heading', {level: 1, name});
// The lesson's own heading: a signed-out visitor's invitation shows its title too.
const lessonHeading = (page: Page) =>
  page.locator('.theme-doc-markdown').getByRole('heading', {level: 1, name: LESSON_HEADING});

async function enterEmail(page: Page, email: string, button: string = UI_TEXT.next) {
  await expect(heading(page, UI_TEXT.signInTitle)).toBeVisible();
  await page.getByLabel(UI_TEXT.emailLabel, {exact: true}).fill(email);
  await page.getByRole('button', {name: button, exact: true}).click();
}

async function signInWithPassword(page: Page, email: string, password = PASSWORD) {
  await enterEmail(page, email);
  await expect(heading(page, UI_TEXT.passwordTitle)).toBeVisible();
  await page.getByLabel(UI_TEXT.passwordLabel, {exact: true}).fill(password);
  await page.getByRole('button', {name: UI_TEXT.signInButton, exact: true}).click();
}

test('sign-up creates the account, signs in and shows Logout', async ({page}) => {
  await page.goto('/login');
  await enterEmail(page, uniqueEmail('signup'));
  await expect(heading(page, UI_TEXT.signUpTitle)).toBeVisible();
  await page.getByLabel(UI_TEXT.nameLabel).fill('Ada Lovelace');
  await page.getByLabel(UI_TEXT.newPasswordLabel).fill(PASSWORD);
  await page.getByRole('button', {name: UI_TEXT.createAccount}).click();

  await expect(page.getByText(GATE_TEXT.signedIn)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedIn})).toBeVisible();
  await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedOut})).toHaveCount(0);
});

test('signing out through /logout goes home and shows Login again', async ({page}) => {
  const email = uniqueEmail('logout');
  await createAccount(email, PASSWORD);
  await page.goto('/login');
  await signInWithPassword(page, email);
  await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedIn})).toBeVisible();

  await navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedIn}).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedOut})).toBeVisible();
  await page.goto(LESSON);
  await expect(heading(page, UI_TEXT.signInTitle)).toBeVisible();
});

test.describe('with a refused request', () => {
  // The browser reports the emulator's 400 answers (wrong password, used or
  // invalid codes) in the console; the widget handles each of them.
  test.use({allowedConsoleErrors: [/status of 400/]});

  test('a wrong password gets a clear message and keeps the e-mail', async ({page}) => {
    const email = uniqueEmail('wrong');
    await createAccount(email, PASSWORD);
    await page.goto('/login');
    await signInWithPassword(page, email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(AUTH_ERROR_MESSAGES['auth/wrong-password']);
    await expect(page.getByLabel(UI_TEXT.emailLabel, {exact: true})).toHaveValue(email);
    await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedOut})).toBeVisible();
  });

  test('a password reset completes with the emulator code', async ({page}) => {
    const email = uniqueEmail('reset');
    await createAccount(email, PASSWORD);
    await page.goto('/login');
    await enterEmail(page, email);
    await page.getByRole('button', {name: UI_TEXT.troubleSigningIn}).click();
    await expect(heading(page, UI_TEXT.recoverTitle)).toBeVisible();
    await page.getByRole('button', {name: UI_TEXT.send}).click();
    await expect(heading(page, UI_TEXT.recoverSentTitle)).toBeVisible();

    const {oobCode} = await latestOobCode(email, 'PASSWORD_RESET');
    await page.goto(`/login?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}&apiKey=demo-api-key`);
    await expect(heading(page, ACTION_TEXT.resetPassword.formTitle)).toBeVisible();
    await page.getByLabel(UI_TEXT.newPasswordLabel).fill('a-brand-new-secret');
    await page.getByRole('button', {name: ACTION_TEXT.resetPassword.save}).click();
    await expect(heading(page, ACTION_TEXT.resetPassword.successTitle)).toBeVisible();

    // The same link is now used up.
    await page.goto(`/login?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}&apiKey=demo-api-key`);
    await expect(heading(page, ACTION_TEXT.resetPassword.failureTitle)).toBeVisible();

    await page.goto('/login');
    await signInWithPassword(page, email, 'a-brand-new-secret');
    await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedIn})).toBeVisible();
  });

  test('the reset form shows the e-mail once, read-only; a used reset link offers to send a new one', async ({
    page,
  }) => {
    const email = uniqueEmail('relink');
    await createAccount(email, PASSWORD);
    await page.goto('/login');
    await enterEmail(page, email);
    await page.getByRole('button', {name: UI_TEXT.troubleSigningIn}).click();
    await page.getByRole('button', {name: UI_TEXT.send}).click();
    await expect(heading(page, UI_TEXT.recoverSentTitle)).toBeVisible();
    const {oobCode} = await latestOobCode(email, 'PASSWORD_RESET');
    const link = `/login?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}&apiKey=demo-api-key`;

    await page.goto(link);
    await expect(heading(page, ACTION_TEXT.resetPassword.formTitle)).toBeVisible();
    const card = page.locator('section', {has: heading(page, ACTION_TEXT.resetPassword.formTitle)});
    const field = card.getByLabel(UI_TEXT.emailLabel, {exact: true});
    await expect(field).toHaveValue(email);
    await expect(field).toHaveJSProperty('readOnly', true);
    await expect(card.getByText(email)).toHaveCount(0);
    await page.getByLabel(UI_TEXT.newPasswordLabel).fill('a-brand-new-secret');
    await page.getByRole('button', {name: ACTION_TEXT.resetPassword.save}).click();
    await expect(heading(page, ACTION_TEXT.resetPassword.successTitle)).toBeVisible();

    await page.goto(link);
    await expect(heading(page, ACTION_TEXT.resetPassword.failureTitle)).toBeVisible();
    await page.getByRole('button', {name: ACTION_TEXT.resetPassword.newLink}).click();
    await expect(heading(page, UI_TEXT.recoverTitle)).toBeVisible();
    await page.getByLabel(UI_TEXT.emailLabel, {exact: true}).fill(email);
    await page.getByRole('button', {name: UI_TEXT.send}).click();
    await expect(heading(page, UI_TEXT.recoverSentTitle)).toBeVisible();
    expect((await latestOobCode(email, 'PASSWORD_RESET')).oobCode).not.toBe(oobCode);
  });

  test('an expired or invalid action link shows its failure screen', async ({page}) => {
    await page.goto('/login?mode=verifyEmail&oobCode=not-a-real-code&apiKey=demo-api-key');
    await expect(heading(page, ACTION_TEXT.verifyEmail.failureTitle)).toBeVisible();
    await page.goto('/login?mode=resetPassword');
    await expect(heading(page, ACTION_TEXT.resetPassword.failureTitle)).toBeVisible();
  });
});

test('the widget validates its fields and focuses the first invalid one', async ({page}) => {
  await page.goto('/login');
  await expect(heading(page, UI_TEXT.signInTitle)).toBeVisible();
  await page.getByRole('button', {name: UI_TEXT.next, exact: true}).click();
  await expect(page.getByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
  await expect(page.getByLabel(UI_TEXT.emailLabel, {exact: true})).toBeFocused();

  await page.getByLabel(UI_TEXT.emailLabel, {exact: true}).fill('ada@');
  await page.keyboard.press('Enter');
  await expect(page.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeVisible();

  await page.getByLabel(UI_TEXT.emailLabel, {exact: true}).fill(uniqueEmail('validate'));
  await page.keyboard.press('Enter');
  await expect(heading(page, UI_TEXT.signUpTitle)).toBeVisible();
  await page.getByRole('button', {name: UI_TEXT.createAccount}).click();
  await expect(page.getByText(VALIDATION_MESSAGES.nameRequired)).toBeVisible();
  await expect(page.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeVisible();
  await expect(page.getByLabel(UI_TEXT.nameLabel)).toBeFocused();

  await page.getByLabel(UI_TEXT.nameLabel).fill('Ada');
  await page.getByLabel(UI_TEXT.newPasswordLabel).fill('12345');
  await page.getByRole('button', {name: UI_TEXT.createAccount}).click();
  await expect(page.getByText(VALIDATION_MESSAGES.weakPassword)).toBeVisible();
});

test.describe('e-mail link sign-in', () => {
  async function requestLink(page: Page, email: string) {
    await page.goto(`/login?signInSuccessUrl=${encodeURIComponent(LESSON)}`);
    await enterEmail(page, email, UI_TEXT.emailLinkButton);
    await expect(heading(page, UI_TEXT.linkSentTitle)).toBeVisible();
    await expect(page.getByText(UI_TEXT.linkSent(email))).toBeVisible();
    const {oobLink} = await latestOobCode(email, 'EMAIL_SIGNIN');
    // The identity service sends the reader to the continue URL with the code appended.
    const link = new URL(oobLink);
    const landing = new URL(link.searchParams.get('continueUrl')!);
    for (const key of ['mode', 'oobCode', 'apiKey', 'lang'])
      landing.searchParams.set(key, link.searchParams.get(key) ?? '');
    return `${landing.pathname}${landing.search}`;
  }

  test('completes in the same browser and lands on the page asked for', async ({page}) => {
    const email = uniqueEmail('link');
    const landing = await requestLink(page, email);
    await page.goto(landing);
    await expect(lessonHeading(page)).toBeVisible();
    await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedIn})).toBeVisible();
  });

  test('asks for the e-mail again on another device', async ({page, browser}) => {
    const email = uniqueEmail('device');
    const landing = await requestLink(page, email);
    const otherDevice = await browser.newContext();
    const other = await otherDevice.newPage();
    await other.goto(landing);
    await expect(other.getByRole('heading', {level: 1, name: UI_TEXT.linkConfirmTitle})).toBeVisible();
    await other.getByLabel(UI_TEXT.emailLabel, {exact: true}).fill(email);
    await other.getByRole('button', {name: UI_TEXT.next, exact: true}).click();
    await expect(lessonHeading(other)).toBeVisible();
    await otherDevice.close();
  });

  test.describe('refused by the identity service', () => {
    // The browser reports the emulator's 400 answers (used link, other address); the widget handles them.
    test.use({allowedConsoleErrors: [/status of 400/]});

    test('a link already used says so on another device, rather than asking for the e-mail', async ({
      page,
      browser,
    }) => {
      const email = uniqueEmail('used');
      const landing = await requestLink(page, email);
      await page.goto(landing);
      await expect(page.getByRole('heading', {level: 1, name: LESSON_HEADING})).toBeVisible();

      const otherDevice = await browser.newContext();
      const other = await otherDevice.newPage();
      await other.goto(landing);
      await expect(other.getByRole('heading', {level: 1, name: ACTION_TEXT.signIn.failureTitle})).toBeVisible();
      await expect(other.getByText(ACTION_TEXT.signIn.failure)).toBeVisible();
      await expect(other.getByRole('heading', {level: 1, name: UI_TEXT.linkConfirmTitle})).toHaveCount(0);
      await otherDevice.close();
    });

    test('another valid address on another device is told the link went elsewhere, not that it is malformed', async ({
      page,
      browser,
    }) => {
      const email = uniqueEmail('sent-to');
      const landing = await requestLink(page, email);
      const otherDevice = await browser.newContext();
      const other = await otherDevice.newPage();
      await other.goto(landing);
      await expect(other.getByRole('heading', {level: 1, name: UI_TEXT.linkConfirmTitle})).toBeVisible();
      const field = other.getByLabel(UI_TEXT.emailLabel, {exact: true});
      await field.fill(uniqueEmail('someone-else'));
      await other.getByRole('button', {name: UI_TEXT.next, exact: true}).click();
      await expect(other.getByText(UI_TEXT.linkOtherEmail)).toBeVisible();
      await expect(other.getByText(VALIDATION_MESSAGES.emailInvalid)).toHaveCount(0);
      await expect(field).toBeFocused();

      // The right address still works with the same link.
      await field.fill(email);
      await other.getByRole('button', {name: UI_TEXT.next, exact: true}).click();
      await expect(other.getByRole('heading', {level: 1, name: LESSON_HEADING})).toBeVisible();
      await otherDevice.close();
    });
  });
});

test('an anonymous visit to a lesson shows the widget in the layout, then the lesson after sign-in', async ({page}) => {
  const email = uniqueEmail('lesson');
  await createAccount(email, PASSWORD);
  await page.goto(LESSON);
  await expect(heading(page, UI_TEXT.signInTitle)).toBeVisible();
  await expect(navbar(page)).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.getByText('Docker and docker compose')).toHaveCount(0);

  await signInWithPassword(page, email);
  await expect(lessonHeading(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LESSON}/?$`));
});

test('/login while signed in goes home', async ({page}) => {
  const email = uniqueEmail('home');
  await createAccount(email, PASSWORD);
  await page.goto('/login');
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Projects'})).toBeVisible();
});

test.describe('with the identity service down', () => {
  test.use({allowedConsoleErrors: [/ERR_CONNECTION_REFUSED|Failed to load resource/]});

  test('sign-in reports a network error and public pages still work', async ({page}) => {
    await page.route(/127\.0\.0\.1:9099/, (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await enterEmail(page, uniqueEmail('offline'));
    await expect(page.getByRole('alert')).toHaveText(NETWORK_ERROR);
    await expect(page.getByLabel(UI_TEXT.emailLabel, {exact: true})).not.toHaveValue('');

    await page.goto('/docs/intro');
    await expect(page.getByRole('heading', {level: 1, name: 'How to use this site'})).toBeVisible();
  });
});

test.describe('the widget screens are accessible', () => {
  test.use({allowedConsoleErrors: [/status of 400/]});

  test('axe finds no violations on each screen', async ({page}) => {
    // Seven full axe runs: about 30 s on a loaded 2-core machine, more than the default timeout.
    test.slow();
    const email = uniqueEmail('axe');
    await createAccount(email, PASSWORD);
    await page.goto('/login');
    await expect(heading(page, UI_TEXT.signInTitle)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', {name: UI_TEXT.next, exact: true}).click();
    await expect(page.getByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await signInWithPasswordScreenOnly(page, email);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', {name: UI_TEXT.troubleSigningIn}).click();
    await expect(heading(page, UI_TEXT.recoverTitle)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/login');
    await enterEmail(page, uniqueEmail('axe-new'));
    await expect(heading(page, UI_TEXT.signUpTitle)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/login?mode=verifyEmail&oobCode=nope&apiKey=demo-api-key');
    await expect(heading(page, ACTION_TEXT.verifyEmail.failureTitle)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(LESSON);
    await expect(heading(page, UI_TEXT.signInTitle)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  async function signInWithPasswordScreenOnly(page: Page, email: string) {
    await page.getByLabel(UI_TEXT.emailLabel, {exact: true}).fill(email);
    await page.getByRole('button', {name: UI_TEXT.next, exact: true}).click();
    await expect(heading(page, UI_TEXT.passwordTitle)).toBeVisible();
  }
});

test.describe('at 800 px width', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the mobile sidebar offers Login once, then Logout once signed in', async ({page}) => {
    const email = uniqueEmail('mobile');
    await createAccount(email, PASSWORD);
    await page.goto('/');
    const sidebar = page.locator('.navbar-sidebar');
    const openSidebar = async () => {
      await untilHydrated(page);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    };
    await openSidebar();
    await expect(sidebar.getByRole('link', {name: AUTH_NAVBAR_LABELS.signedOut, exact: true})).toHaveCount(1);
    await sidebar.getByRole('link', {name: AUTH_NAVBAR_LABELS.signedOut, exact: true}).click();

    await signInWithPassword(page, email);
    // Signing in ends with a full page load of the signed-in build.
    await expect(page).toHaveURL(/\/$/);
    await openSidebar();
    await expect(sidebar.getByRole('link', {name: AUTH_NAVBAR_LABELS.signedIn, exact: true})).toHaveCount(1);
    await expect(sidebar.getByRole('link', {name: AUTH_NAVBAR_LABELS.signedOut, exact: true})).toHaveCount(0);
  });
});

test.describe('the widget has one look per state', () => {
  /** Computed styles a reader sees, by property. */
  const styleOf = (locator: Locator, properties: readonly string[]) =>
    locator.evaluate(
      (element, names) =>
        Object.fromEntries(names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)])),
      properties,
    );

  for (const mode of ['dark', 'light'] as const) {
    test(`an invalid field is red, border and focus ring alike (${mode})`, async ({page}) => {
      await page.goto(`/login?docusaurus-theme=${mode}`);
      await untilHydrated(page);
      await page.getByRole('button', {name: UI_TEXT.next, exact: true}).click();
      const field = page.getByLabel(UI_TEXT.emailLabel, {exact: true});
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const invalid = await styleOf(field, ['border-top-color', 'outline-color', 'outline-style']);
      expect(invalid['outline-style']).not.toBe('none');
      expect(invalid['outline-color']).toBe(invalid['border-top-color']);
      const primary = await page
        .getByRole('button', {name: UI_TEXT.next, exact: true})
        .evaluate((button) => getComputedStyle(button).backgroundColor);
      expect(invalid['outline-color'], 'the ring is not the brand green').not.toBe(primary);
    });

    test(`the secondary button does not outweigh the primary (${mode})`, async ({page}) => {
      await page.goto(`/login?docusaurus-theme=${mode}`);
      const next = await styleOf(page.getByRole('button', {name: UI_TEXT.next, exact: true}), ['background-color']);
      const link = await styleOf(page.getByRole('button', {name: UI_TEXT.emailLinkButton}), ['background-color']);
      expect(next['background-color']).not.toBe('rgba(0, 0, 0, 0)');
      expect(link['background-color'], 'the secondary is an outline').toBe('rgba(0, 0, 0, 0)');
    });
  }

  test('a read-only e-mail does not look like a field to type in', async ({page}) => {
    const email = uniqueEmail('readonly');
    await createAccount(email, PASSWORD);
    await page.goto('/login');
    await enterEmail(page, email);
    await expect(heading(page, UI_TEXT.passwordTitle)).toBeVisible();
    const readOnly = await styleOf(page.getByLabel(UI_TEXT.emailLabel, {exact: true}), [
      'border-top-color',
      'background-color',
      'cursor',
    ]);
    const editable = await styleOf(page.getByLabel(UI_TEXT.passwordLabel, {exact: true}), [
      'border-top-color',
      'background-color',
      'cursor',
    ]);
    expect(readOnly['border-top-color'], 'no field frame').toBe('rgba(0, 0, 0, 0)');
    expect(readOnly['background-color']).not.toBe(editable['background-color']);
    expect(readOnly.cursor).toBe('default');
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 800}});

    test('the two buttons under the e-mail are full width and equal', async ({page}) => {
      await page.goto('/login');
      const form = await page.locator('form').boundingBox();
      const boxes = await Promise.all(
        [UI_TEXT.next, UI_TEXT.emailLinkButton].map((name) => page.getByRole('button', {name}).boundingBox()),
      );
      for (const button of boxes) {
        expect(button!.width).toBeCloseTo(form!.width, 0);
        expect(button!.x).toBeCloseTo(form!.x, 0);
      }
    });
  });
});
