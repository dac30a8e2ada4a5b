import {initializeApp, getApps, type App} from 'firebase-admin/app';
import {getAuth, type Auth} from 'firebase-admin/auth';

export type Session = {readonly uid: string; readonly email: string | null};

/**
 * The identity service as the server uses it; tests pass their own. Every
 * call rejects either with `RefusedError` (the service answered "no") or
 * with anything else (the service could not answer).
 */
export type IdentityService = {
  /** Exchanges a recently issued ID token for a session cookie. */
  readonly createSessionCookie: (idToken: string, maxAgeMs: number) => Promise<string>;
  /** The session a cookie carries, checked for expiry and revocation. */
  readonly verifySessionCookie: (cookie: string) => Promise<Session>;
  /** Revokes the user's refresh tokens, so every session cookie issued before stops working. */
  readonly revoke: (uid: string) => Promise<void>;
  /** Resolves when the service answers at all. */
  readonly probe: () => Promise<void>;
};

/** The identity service's definite "no": the token or cookie is invalid, expired or revoked. */
export class RefusedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Codes by which firebase-admin says a token, cookie or user is no good, as opposed to failing to answer. */
const REFUSAL_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/**
 * firebase-admin reports a failure to fetch its signing keys as an
 * `argument-error` too; its message is the only thing that tells them apart.
 */
const KEY_FETCH_FAILURE = /fetching public keys|making request|ECONN|ETIMEDOUT|ENOTFOUND|socket hang up/i;

/** Whether a firebase-admin error is the service's answer ("no") rather than a failure to answer. */
export function isRefusal(error: unknown): boolean {
  if (error instanceof RefusedError) return true;
  const {code, message} = (error ?? {}) as {code?: unknown; message?: unknown};
  if (typeof code !== 'string' || !REFUSAL_CODES.has(code)) return false;
  return !(code === 'auth/argument-error' && typeof message === 'string' && KEY_FETCH_FAILURE.test(message));
}

/** A sign-in older than this cannot be turned into a session: the reader must sign in again. */
export const MAX_SIGN_IN_AGE_S = 5 * 60;

/** A uid that no account has, so looking it up tells whether the service answers. */
const PROBE_UID = 'readiness-probe-no-such-user';

const refuseOr = (error: unknown, code: string, message: string): never => {
  throw isRefusal(error) ? new RefusedError(code, message) : error;
};

/** The identity service backed by firebase-admin (real Firebase or the Auth emulator). */
export function firebaseIdentity(projectId: string, emulatorHost: string | null): IdentityService {
  // firebase-admin reads the emulator address from the environment.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const app: App = getApps()[0] ?? initializeApp({projectId});
  const auth: Auth = getAuth(app);

  return {
    async createSessionCookie(idToken, maxAgeMs) {
      const decoded = await auth
        .verifyIdToken(idToken, true)
        .catch((error: unknown) => refuseOr(error, 'auth/invalid-id-token', 'The ID token is invalid or expired.'));
      if (Date.now() / 1000 - decoded.auth_time > MAX_SIGN_IN_AGE_S) {
        throw new RefusedError('auth/requires-recent-login', 'Sign in again to start a session.');
      }
      return auth.createSessionCookie(idToken, {expiresIn: maxAgeMs});
    },
    async verifySessionCookie(cookie) {
      const decoded = await auth
        .verifySessionCookie(cookie, true)
        .catch((error: unknown) => refuseOr(error, 'auth/invalid-session-cookie', 'The session cookie is not valid.'));
      return {uid: decoded.uid, email: decoded.email ?? null};
    },
    async revoke(uid) {
      await auth.revokeRefreshTokens(uid);
    },
    async probe() {
      await auth.getUser(PROBE_UID).catch((error: unknown) => {
        if ((error as {code?: unknown} | null)?.code !== 'auth/user-not-found') throw error;
      });
    },
  };
}
