import {createServer, connect, type AddressInfo, type Server, type Socket} from 'node:net';
import type {Page, Request} from '@playwright/test';
import {test, expect} from './fixtures';
import {SESSION_COOKIE, sessionCookie, withCookie} from './session';
import {EMULATOR_HOST} from '../../src/auth/config';
import {GATE_TEXT} from '../../src/auth/uiText';
import {AUTH_NAVBAR_LABELS} from '../../src/site/navbar';
import {freePort} from '../../scripts/lib/freePort';
import {startGroup, type ProcessGroup} from '../../scripts/lib/processGroup';
import {waitForUrl} from '../../scripts/lib/waitForUrl';

const LESSON = '/docs/Programs/En/DataEngineering/Projects/Projects/Module-1';
const LESSON_HEADING = 'Module 1: Containers and Infrastructure';
/** A sentence of the lesson's body: the public build's stub keeps only the title. */
const LESSON_BODY = 'The programme is project-driven.';
/** The Firebase SDK's chunk, named in AuthProvider. */
const FIREBASE_CHUNK = /\/assets\/js\/firebase\.[0-9a-f]+\.js$/;

const navbar = (page: Page) => page.locator('nav.navbar');

function record(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test('a reader with only the session cookie reads lessons and stays signed in; no page loads Firebase', async ({
  page,
  context,
  baseURL,
}) => {
  await withCookie(context, baseURL!, await sessionCookie(baseURL!));
  const requests = record(page);

  await page.goto(LESSON);
  await expect(page.getByRole('heading', {level: 1, name: LESSON_HEADING})).toBeVisible();
  await expect(page.getByText(LESSON_BODY).first()).toBeVisible();
  await page.goto('/docs/intro');
  await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedIn})).toBeVisible();
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const urls = requests.map((request) => request.url());
  expect(urls.filter((url) => FIREBASE_CHUNK.test(new URL(url).pathname))).toEqual([]);
  expect(urls.filter((url) => url.includes(EMULATOR_HOST) || url.includes('/api/session/logout'))).toEqual([]);
  expect(await (await page.request.get('/api/session')).json()).toMatchObject({signedIn: true});
});

test('anonymous public pages load no Firebase code', async ({page}) => {
  const requests = record(page);
  for (const path of ['/', '/docs/intro', '/blog']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requests.map((request) => request.url()).filter((url) => FIREBASE_CHUNK.test(new URL(url).pathname))).toEqual(
    [],
  );
});

test('a link from another site to /logout asks for a click before signing out', async ({page, context, baseURL}) => {
  await withCookie(context, baseURL!, await sessionCookie(baseURL!));
  // A page on another site (localhost is another site than 127.0.0.1) that links to the sign-out page.
  await page.route('http://localhost:3999/**', (route) =>
    route.fulfill({contentType: 'text/html', body: `<a href="${baseURL}/logout">win a prize</a>`}),
  );
  await page.goto('http://localhost:3999/prize');
  await page.getByRole('link', {name: 'win a prize'}).click();

  await expect(page).toHaveURL(/\/logout\?confirm$/);
  await expect(page.getByRole('heading', {level: 1, name: GATE_TEXT.confirmSignOutTitle})).toBeVisible();
  expect(await (await page.request.get('/api/session')).json()).toMatchObject({signedIn: true});

  // The Auth emulator counts whole seconds: revoke strictly after the sign-in's second.
  await page.waitForTimeout(1100);
  await page.getByRole('button', {name: AUTH_NAVBAR_LABELS.signedIn}).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedOut})).toBeVisible();
  expect(await (await page.request.get('/api/session')).json()).toEqual({signedIn: false});
});

test('Logout from the navbar makes one logout request and no failed one, and Back returns to the page before', async ({
  page,
  context,
  baseURL,
}) => {
  await withCookie(context, baseURL!, await sessionCookie(baseURL!));
  await page.goto('/docs/intro');
  await page.goto('/blog');
  await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedIn})).toBeVisible();
  await page.waitForLoadState('networkidle');

  const requests = record(page);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
  await navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedIn}).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedOut})).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(
    requests.filter((request) => request.url().endsWith('/api/session/logout')).map((request) => request.method()),
  ).toEqual(['POST']);
  expect(failed, 'failed requests').toEqual([]);
  expect(await (await page.request.get('/api/session')).json()).toEqual({signedIn: false});

  // The sign-out page left the history: Back goes to the page the reader signed out from.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/blog`);
  await expect(page.locator('article').first()).toBeVisible();
});

test.describe('with the identity service failing for the server', () => {
  // The page reports the refused logout (503) in the console; it handles it.
  test.use({allowedConsoleErrors: [/status of 503/]});

  /** A TCP relay to the Auth emulator that can be cut, so that only this test's server sees an outage. */
  let relay: Server;
  let cut = false;
  const sockets = new Set<Socket>();
  let server: ProcessGroup;
  let base: string;

  test.beforeAll(async () => {
    const [emulatorHost, emulatorPort] = EMULATOR_HOST.split(':') as [string, string];
    relay = createServer((socket) => {
      if (cut) return socket.destroy();
      const upstream = connect(Number(emulatorPort), emulatorHost);
      for (const end of [socket, upstream]) sockets.add(end);
      socket.pipe(upstream).pipe(socket);
      const close = () => [socket, upstream].forEach((end) => (end.destroy(), sockets.delete(end)));
      socket.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    const relayPort = await new Promise<number>((resolve) =>
      relay.listen(0, '127.0.0.1', () => resolve((relay.address() as AddressInfo).port)),
    );
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startGroup('node', ['dist/server/server.js'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        // The server reaches the emulator through the relay; pages still use it directly.
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${relayPort}`,
        SESSION_CACHE_MS: '1000',
      },
    });
    await waitForUrl(`${base}/healthz`, server.child);
  });

  test.afterAll(async () => {
    await server?.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => relay?.close(resolve));
  });

  test('a logout during the outage says the session is still active, and completes once the service is back', async ({
    browser,
  }) => {
    const context = await browser.newContext({baseURL: base});
    const page = await context.newPage();
    const copied = await sessionCookie(base);
    await withCookie(context, base, copied);
    await page.goto(LESSON);
    await expect(page.getByText(LESSON_BODY).first()).toBeVisible();
    // The Auth emulator counts whole seconds: revoke strictly after the sign-in's second.
    await page.waitForTimeout(1100);

    // Cut new and pooled connections alike.
    cut = true;
    for (const socket of sockets) socket.destroy();
    await navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedIn}).click();
    await expect(page.getByRole('heading', {level: 1, name: GATE_TEXT.signOutFailedTitle})).toBeVisible();
    expect((await context.cookies(base)).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);

    // The service comes back: the page's own retry signs out for real.
    cut = false;
    await expect(page).toHaveURL(`${base}/`, {timeout: 20_000});
    await expect(navbar(page).getByRole('link', {name: AUTH_NAVBAR_LABELS.signedOut})).toBeVisible();

    const stolen = await fetch(`${base}${LESSON}`, {headers: {cookie: `${SESSION_COOKIE}=${copied}`}});
    expect(await stolen.text()).not.toContain(LESSON_BODY);
    await context.close();
  });
});
