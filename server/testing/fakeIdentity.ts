import {RefusedError, type IdentityService, type Session} from '../identity';

export const GOOD_COOKIE = 'good-session-cookie';
export const READER: Session = {uid: 'u1', email: 'ada@example.com'};
/** The first reader's session on a second device. */
export const SECOND_DEVICE_COOKIE = 'second-device-cookie';
/** A second learner, for tests that two readers never see each other's data. */
export const OTHER_COOKIE = 'other-session-cookie';
export const OTHER_READER: Session = {uid: 'u2', email: 'grace@example.com'};

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
        const reader = [GOOD_COOKIE, SECOND_DEVICE_COOKIE].includes(cookie) ? READER : cookie === OTHER_COOKIE ? OTHER_READER : null;
        if (!reader || state.revoked.includes(reader.uid)) throw new RefusedError('auth/invalid-session-cookie', 'not valid');
        return reader;
      }),
    revoke: (uid) => answer(() => void state.revoked.push(uid)),
    probe: () => answer(() => undefined),
  };
  return {identity, state};
}
