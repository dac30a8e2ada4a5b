import type {BrowserContext} from '@playwright/test';
import {createAccount, signInAgain, uniqueEmail} from './emulator';

export const SESSION_COOKIE = '__session';
const PASSWORD = 'learning-is-cool-1';

/**
 * Signs a new account in through the server's API alone: the browser never sees Firebase.
 * Plain errors rather than Playwright's `expect`, so the benchmarks can sign in with it too.
 */
export async function sessionCookie(base: string, email?: string): Promise<string> {
  // With an address, that existing account signs in again (another device); without, a new account.
  const {idToken} = email
    ? await signInAgain(email, PASSWORD)
    : await createAccount(uniqueEmail('cookie-only'), PASSWORD);
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

/** A new account and its address, so that a test can sign it in again elsewhere. */
export async function newAccount(): Promise<string> {
  const email = uniqueEmail('learner');
  await createAccount(email, PASSWORD);
  return email;
}

export async function withCookie(context: BrowserContext, base: string, value: string): Promise<void> {
  await context.addCookies([{name: SESSION_COOKIE, value, url: base, httpOnly: true, sameSite: 'Lax'}]);
}
