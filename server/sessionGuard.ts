import {LRUCache} from 'lru-cache';
import {isRefusal, type IdentityService, type Session} from './identity';

/** What the server knows of a session cookie. */
export type Verdict =
  | {readonly kind: 'valid'; readonly session: Session}
  /** The cookie is invalid, expired or revoked: clear it. */
  | {readonly kind: 'invalid'}
  /** The identity service could not answer, and no recent verdict covers the cookie: keep it. */
  | {readonly kind: 'unavailable'};

/**
 * How fresh a verdict a request needs. `fresh`: within the cache lifetime
 * (protected pages, files only the full build has, session changes).
 * `recent`: anything within the grace period will do, and nothing waits for
 * the identity service once it is known to be failing (public pages).
 */
export type Need = 'fresh' | 'recent';

/** The service did not answer in time. */
export class IdentityTimeoutError extends Error {
  readonly code = 'identity/timeout';
}

export type GuardOptions = {
  /** How long a verdict is trusted before the service is asked again. */
  readonly cacheMs: number;
  /** How long after its last check a valid session is still honoured while the service cannot answer. */
  readonly graceMs: number;
  /** The longest the server waits for one identity-service call. */
  readonly timeoutMs: number;
  /** After a failure, how long nothing waits for the service before it is tried again. */
  readonly retryAfterMs: number;
  /** Bounds each of the two caches (valid sessions; refused cookies), so junk cannot evict sessions. */
  readonly maxEntries?: number;
  /** Told of every failure to reach the service; the message names the operation, never a cookie or token. */
  readonly onFault?: (operation: string, error: unknown) => void;
  readonly now?: () => number;
};

export type SessionGuard = {
  /** The verdict on a cookie, as fresh as `need` asks; never rejects. */
  readonly check: (cookie: string, need: Need) => Promise<Verdict>;
  /** A new session cookie for an ID token; rejects with `RefusedError`, or anything else when unavailable. */
  readonly create: (idToken: string, maxAgeMs: number) => Promise<string>;
  /** Revokes the user's sessions and forgets them here; rejects when the service cannot do it now. */
  readonly revoke: (uid: string) => Promise<void>;
  /** Whether the identity service answers now (cached for `retryAfterMs`). */
  readonly ready: () => Promise<boolean>;
  /** When the service may be tried again, for `Retry-After`; 0 when it is not known to be failing. */
  readonly retryAfterS: () => number;
};

type Known = {readonly session: Session; readonly checkedAt: number};

/**
 * Sits between every request and the identity service: caches verdicts,
 * shares one call among parallel checks of a cookie, bounds each call with
 * a timeout, and, while the service cannot answer, keeps recently verified
 * readers signed in for a grace period instead of signing everyone out.
 */
export function createSessionGuard(identity: IdentityService, options: GuardOptions): SessionGuard {
  const {cacheMs, graceMs, timeoutMs, retryAfterMs, maxEntries = 10_000, onFault = () => undefined, now = Date.now} = options;
  const valid = new LRUCache<string, Known>({max: maxEntries});
  const refused = new LRUCache<string, number>({max: maxEntries});
  const inFlight = new Map<string, Promise<Verdict>>();
  let failingUntil = 0;
  let readiness: {readonly at: number; readonly ready: boolean} | null = null;

  const withTimeout = <T>(operation: string, call: () => Promise<T>): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new IdentityTimeoutError(`${operation} timed out after ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([call(), timeout])
      .then(
        (value) => {
          failingUntil = 0;
          return value;
        },
        (error: unknown) => {
          if (isRefusal(error)) {
            failingUntil = 0;
          } else {
            failingUntil = now() + retryAfterMs;
            onFault(operation, error);
          }
          throw error;
        },
      )
      .finally(() => clearTimeout(timer));
  };

  const failing = () => now() < failingUntil;
  const recentlyValid = (cookie: string): Known | undefined => {
    const known = valid.get(cookie);
    return known && now() - known.checkedAt <= graceMs ? known : undefined;
  };

  /** Asks the service, once for any number of parallel callers. */
  const verify = (cookie: string): Promise<Verdict> => {
    const pending = inFlight.get(cookie);
    if (pending) return pending;
    const call = withTimeout('verify session', () => identity.verifySessionCookie(cookie))
      .then(
        (session): Verdict => {
          valid.set(cookie, {session, checkedAt: now()});
          refused.delete(cookie);
          return {kind: 'valid', session};
        },
        (error: unknown): Verdict => {
          if (!isRefusal(error)) {
            const known = recentlyValid(cookie);
            return known ? {kind: 'valid', session: known.session} : {kind: 'unavailable'};
          }
          valid.delete(cookie);
          refused.set(cookie, now());
          return {kind: 'invalid'};
        },
      )
      .finally(() => inFlight.delete(cookie));
    inFlight.set(cookie, call);
    return call;
  };

  return {
    async check(cookie, need) {
      const refusedAt = refused.get(cookie);
      if (refusedAt !== undefined && now() - refusedAt <= cacheMs) return {kind: 'invalid'};
      const known = valid.get(cookie);
      if (known && now() - known.checkedAt <= cacheMs) return {kind: 'valid', session: known.session};

      const recent = recentlyValid(cookie);
      if (need === 'recent' && recent) {
        // Serve what is known now; the answer arrives for the next request.
        if (!failing()) void verify(cookie);
        return {kind: 'valid', session: recent.session};
      }
      if (failing()) return recent ? {kind: 'valid', session: recent.session} : {kind: 'unavailable'};
      return verify(cookie);
    },
    create: (idToken, maxAgeMs) => withTimeout('create session', () => identity.createSessionCookie(idToken, maxAgeMs)),
    async revoke(uid) {
      await withTimeout('revoke session', () => identity.revoke(uid)).catch((error: unknown) => {
        // A user the service no longer has has no sessions left to revoke.
        if (!isRefusal(error)) throw error;
      });
      for (const [cookie, entry] of valid.entries()) if (entry.session.uid === uid) valid.delete(cookie);
    },
    async ready() {
      if (readiness && now() - readiness.at < retryAfterMs) return readiness.ready;
      const answer = await withTimeout('readiness probe', () => identity.probe()).then(
        () => true,
        () => false,
      );
      readiness = {at: now(), ready: answer};
      return answer;
    },
    retryAfterS: () => (failing() ? Math.max(1, Math.ceil((failingUntil - now()) / 1000)) : 0),
  };
}
