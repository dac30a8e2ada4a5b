import {initializeApp, getApps, type App} from 'firebase-admin/app';
import {getAuth, type Auth} from 'firebase-admin/auth';

export type Session = {readonly uid: string; readonly email: string | null};

/** What the server needs from the identity service; tests may pass their own. */
export type SessionService = {
  /** Exchanges a recently issued ID token for a session cookie; rejects a stale or invalid token. */
  readonly create: (idToken: string, maxAgeMs: number) => Promise<string>;
  /** The session a cookie carries, or null when it is invalid, expired or revoked. */
  readonly verify: (cookie: string) => Promise<Session | null>;
  /** Revokes the user's refresh tokens, so every session cookie issued before stops working. */
  readonly revoke: (uid: string) => Promise<void>;
};

export class SessionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A sign-in older than this cannot be turned into a session: the reader must sign in again. */
export const MAX_SIGN_IN_AGE_S = 5 * 60;

/** The session service backed by firebase-admin (real Firebase or the Auth emulator). */
export function firebaseSessions(projectId: string, emulatorHost: string | null): SessionService {
  // firebase-admin reads the emulator address from the environment.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const app: App = getApps()[0] ?? initializeApp({projectId});
  const auth: Auth = getAuth(app);

  return {
    async create(idToken, maxAgeMs) {
      let decoded;
      try {
        decoded = await auth.verifyIdToken(idToken, true);
      } catch {
        throw new SessionError('auth/invalid-id-token', 'The ID token is invalid or expired.');
      }
      if (Date.now() / 1000 - decoded.auth_time > MAX_SIGN_IN_AGE_S) {
        throw new SessionError('auth/requires-recent-login', 'Sign in again to start a session.');
      }
      return auth.createSessionCookie(idToken, {expiresIn: maxAgeMs});
    },
    async verify(cookie) {
      try {
        const decoded = await auth.verifySessionCookie(cookie, true);
        return {uid: decoded.uid, email: decoded.email ?? null};
      } catch {
        return null;
      }
    },
    async revoke(uid) {
      await auth.revokeRefreshTokens(uid);
    },
  };
}

type CacheEntry = {readonly session: Session | null; readonly expiresAt: number};

/**
 * Remembers verdicts for a short while, so a page that loads many files
 * does not ask the identity service about the same cookie each time.
 * Revoking through this service forgets the user's cached sessions at once.
 */
export function cachedSessions(inner: SessionService, ttlMs: number, maxEntries = 10_000, now = Date.now): SessionService {
  const cache = new Map<string, CacheEntry>();
  return {
    create: inner.create,
    async verify(cookie) {
      const hit = cache.get(cookie);
      if (hit && hit.expiresAt > now()) return hit.session;
      const session = await inner.verify(cookie);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(cookie, {session, expiresAt: now() + ttlMs});
      return session;
    },
    async revoke(uid) {
      await inner.revoke(uid);
      for (const [cookie, entry] of cache) if (entry.session?.uid === uid) cache.delete(cookie);
    },
  };
}
