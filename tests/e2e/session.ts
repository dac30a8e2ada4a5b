import type {BrowserContext} from '@playwright/test';
import {expect} from './fixtures';
import {createAccount, uniqueEmail} from './emulator';

export const SESSION_COOKIE = '__session';
const PASSWORD = 'learning-is-cool-1';

/** Signs a new account in through the server's API alone: the browser never sees Firebase. */
export async function sessionCookie(base: string): Promise<string> {
  const {idToken} = await createAccount(uniqueEmail('cookie-only'), PASSWORD);
  const response = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: {'content-type': 'application/json', origin: base},
    body: JSON.stringify({idToken}),
  });
  expect(response.status).toBe(204);
  const cookie = response.headers.get('set-cookie')?.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];
  expect(cookie).toBeTruthy();
  return cookie!;
}

export async function withCookie(context: BrowserContext, base: string, value: string): Promise<void> {
  await context.addCookies([{name: SESSION_COOKIE, value, url: base, httpOnly: true, sameSite: 'Lax'}]);
}

