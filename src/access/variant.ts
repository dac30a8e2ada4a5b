import {SIGNED_OUT, UNRESOLVED, type AuthState} from './state';

/** The full build's reader: signed in, the address not yet known. One object, so that snapshots compare equal. */
const SESSION_ASSUMED: AuthState = {status: 'signedIn', email: ''};

/**
 * Which build this is. The server serves `full` to readers with a valid
 * session and `public` (protected lessons replaced by sign-in stubs) to
 * everyone else; `standalone` is the live-reload site with no server.
 */
export type SiteVariant = 'full' | 'public' | 'standalone';

/** Where the public build reads its docs from: a copy of `docs/` with protected lessons stubbed. */
export const PUBLIC_DOCS_DIR = '.public-docs';

export function readSiteVariant(env: Readonly<Record<string, string | undefined>>): SiteVariant {
  const value = env.SITE_VARIANT ?? 'standalone';
  if (value === 'full' || value === 'public' || value === 'standalone') return value;
  throw new Error(`SITE_VARIANT must be full, public or standalone, got "${value}".`);
}

/**
 * What a page may assume about its reader from the build it came from.
 * Behind the server this is the truth, since the server picked the build by
 * the session: `full` only ever reaches a reader with a valid session.
 * Only the standalone site must ask the identity service.
 */
export function assumedAuthState(variant: SiteVariant): AuthState {
  if (variant === 'full') return SESSION_ASSUMED;
  return variant === 'public' ? SIGNED_OUT : UNRESOLVED;
}

/**
 * Whether this build's protected pages hold the sign-in widget themselves.
 * In the public build each one is a stub shown as an invitation to sign in
 * (its title, its place in the programme, the widget: see
 * src/components/LessonSignInPage), so the gate shows the page; elsewhere a
 * protected page is the lesson, and the gate shows the widget instead. The
 * server sends such a page only to readers without a session (the others get
 * the full build), so it is prerendered as they see it.
 */
export function protectedPagesHoldWidget(variant: SiteVariant): boolean {
  return variant === 'public';
}
