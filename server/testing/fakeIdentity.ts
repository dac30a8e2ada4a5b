import {RefusedError, type IdentityService, type Session} from '../identity';

export const GOOD_COOKIE = 'good-session-cookie';
export const READER: Session = {uid: 'u1', email: 'ada@example.com'};

export type Fault = 'none' | 'unreachable' | 'http503' | 'hang';

/**
 * Stands in for Firebase: one valid cookie (until its user is revoked), a
 * token that is too old to start a session, and switchable faults. `calls`
 * counts the requests that reached the "service".
 */
export function fakeIdentity() {
  const state = {fault: 'none' as Fault, delayMs: 0, calls: 0, revoked: [] as string[]};
  const answer = async <T>(result: () => T): Promise<T> => {
    state.calls += 1;
    if (state.fault === 'hang') return new Promise<T>(() => undefined);
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.fault === 'unreachable') throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9099'), {code: 'app/network-error'});
    if (state.fault === 'http503') throw Object.assign(new Error('Service Unavailable'), {code: 'auth/internal-error'});
    return result();
  };
  const identity: IdentityService = {
    createSessionCookie: (idToken) =>
      answer(() => {
        if (idToken === 'stale') throw new RefusedError('auth/requires-recent-login', 'stale');
        return GOOD_COOKIE;
      }),
    verifySessionCookie: (cookie) =>
      answer((): Session => {
        if (cookie !== GOOD_COOKIE || state.revoked.includes(READER.uid)) {
          throw new RefusedError('auth/invalid-session-cookie', 'not valid');
        }
        return READER;
      }),
    revoke: (uid) => answer(() => void state.revoked.push(uid)),
    probe: () => answer(() => undefined),
  };
  return {identity, state};
}
