import type {BrowserContext} from '@playwright/test';
import {createAccount, uniqueEmail} from './emulator';

export const SESSION_COOKIE = '__session';
const PASSWORD = 'learning-is-cool-1';

/**
 * Signs a new account in through the server's API alone: the browser never sees Firebase.
 * Plain errors rather than Playwright's `expect`, so the benchmarks can sign in with it too.
 */
export async function sessionCookie(base: string): Promise<string> {
  const {idToken} = await createAccount(uniqueEmail('cookie-only'), PASSWORD);
  const response = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: {'content-type': 'application/json', origin: base},
    body: JSON.stringify({idToken}),
  });
  if (response.status !== 204) throw new Error(`POST ${base}/api/session: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')?.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];
  if (!cookie) throw new Error(`POST ${base}/api/session set no ${SESSION_COOKIE} cookie.`);
  return cookie;
}

export async function withCookie(context: BrowserContext, base: string, value: string): Promise<void> {
  await context.addCookies([{name: SESSION_COOKIE, value, url: base, httpOnly: true, sameSite: 'Lax'}]);
}
