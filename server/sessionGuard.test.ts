import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {RefusedError} from './identity';
import {createSessionGuard, type GuardOptions} from './sessionGuard';
import {GOOD_COOKIE, READER, fakeIdentity} from './testing/fakeIdentity';

const OPTIONS: GuardOptions = {cacheMs: 10_000, graceMs: 310_000, timeoutMs: 3_000, retryAfterMs: 5_000};
const VALID = {kind: 'valid', session: READER};

function setup(options: Partial<GuardOptions> = {}) {
  const {identity, state} = fakeIdentity();
  const faults: string[] = [];
  const guard = createSessionGuard(identity, {...OPTIONS, now: () => Date.now(), onFault: (op) => faults.push(op), ...options});
  return {guard, state, faults};
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSessionGuard', () => {
  it('asks once per cookie within the cache lifetime, and again after it', async () => {
    const {guard, state} = setup();
    expect(await guard.check(GOOD_COOKIE, 'fresh')).toEqual(VALID);
    expect(await guard.check(GOOD_COOKIE, 'fresh')).toEqual(VALID);
    expect(await guard.check('junk', 'fresh')).toEqual({kind: 'invalid'});
    expect(await guard.check('junk', 'fresh')).toEqual({kind: 'invalid'});
    expect(state.calls).toBe(2);
    vi.advanceTimersByTime(10_001);
    expect(await guard.check(GOOD_COOKIE, 'fresh')).toEqual(VALID);
    expect(state.calls).toBe(3);
  });

  it('shares one call among parallel checks of a cookie', async () => {
    const {guard, state} = setup();
    state.delayMs = 50;
    const checks = Promise.all(Array.from({length: 30}, () => guard.check(GOOD_COOKIE, 'fresh')));
    await vi.advanceTimersByTimeAsync(50);
    expect(await checks).toEqual(Array(30).fill(VALID));
    expect(state.calls).toBe(1);
  });

  it.each(['unreachable', 'http503'] as const)('keeps an unverified cookie when the service is %s, and reports it', async (fault) => {
    const {guard, state, faults} = setup();
    state.fault = fault;
    expect(await guard.check(GOOD_COOKIE, 'fresh')).toEqual({kind: 'unavailable'});
    expect(faults).toEqual(['verify session']);
    // Not cached as "no session": once the service is back, the cookie works.
    state.fault = 'none';
    vi.advanceTimersByTime(5_001);
    expect(await guard.check(GOOD_COOKIE, 'fresh')).toEqual(VALID);
  });

  it('gives up on a hanging service after the timeout', async () => {
    const {guard, state} = setup();
    state.fault = 'hang';
    const check = guard.check(GOOD_COOKIE, 'fresh');
    await vi.advanceTimersByTimeAsync(2_999);
    let settled = false;
    void check.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await check).toEqual({kind: 'unavailable'});
  });

  it('honours a recently verified session through an outage for the grace period, then not', async () => {
    const {guard, state} = setup();
    expect(await guard.check(GOOD_COOKIE, 'fresh')).toEqual(VALID);
    state.fault = 'unreachable';
    vi.advanceTimersByTime(60_000);
    expect(await guard.check(GOOD_COOKIE, 'fresh')).toEqual(VALID);
    vi.advanceTimersByTime(250_001);
    expect(await guard.check(GOOD_COOKIE, 'fresh')).toEqual({kind: 'unavailable'});
  });

  it('does not wait for a failing service: one call, then immediate answers until it is tried again', async () => {
    const {guard, state} = setup();
    state.fault = 'hang';
    const first = guard.check('cookie-a', 'fresh');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await first).toEqual({kind: 'unavailable'});
    const callsAfterFirst = state.calls;
    // Other cookies and pages answer at once, without another call, while the service is known to fail.
    expect(await guard.check('cookie-b', 'fresh')).toEqual({kind: 'unavailable'});
    expect(await guard.check('cookie-c', 'recent')).toEqual({kind: 'unavailable'});
    expect(state.calls).toBe(callsAfterFirst);
    expect(guard.retryAfterS()).toBeGreaterThan(0);
  });

  it('serves a recent verdict to public pages at once and checks it again in the background', async () => {
    const {guard, state} = setup();
    expect(await guard.check(GOOD_COOKIE, 'fresh')).toEqual(VALID);
    vi.advanceTimersByTime(20_000);
    state.fault = 'hang';
    // Resolves without advancing time: nothing waited for the hanging call.
    expect(await guard.check(GOOD_COOKIE, 'recent')).toEqual(VALID);
    expect(state.calls).toBe(2);
  });

  it('forgets refused cookies separately, so junk cannot push sessions out', async () => {
    const {guard, state} = setup({maxEntries: 2});
    await guard.check(GOOD_COOKIE, 'fresh');
    for (let i = 0; i < 50; i += 1) await guard.check(`junk-${i}`, 'fresh');
    const before = state.calls;
    expect(await guard.check(GOOD_COOKIE, 'fresh')).toEqual(VALID);
    expect(state.calls).toBe(before);
  });

  it('revokes through the service and forgets the user at once', async () => {
    const {guard, state} = setup();
    await guard.check(GOOD_COOKIE, 'fresh');
    await guard.revoke(READER.uid);
    expect(state.revoked).toEqual([READER.uid]);
    expect(await guard.check(GOOD_COOKIE, 'fresh')).toEqual({kind: 'invalid'});
  });

  it('fails a revocation the service cannot do now, and keeps the session', async () => {
    const {guard, state} = setup();
    await guard.check(GOOD_COOKIE, 'fresh');
    state.fault = 'unreachable';
    await expect(guard.revoke(READER.uid)).rejects.toThrow(/ECONNREFUSED/);
    expect(await guard.check(GOOD_COOKIE, 'fresh')).toEqual(VALID);
  });

  it('passes on refusals and failures of session creation as they are', async () => {
    const {guard, state} = setup();
    await expect(guard.create('stale', 1)).rejects.toBeInstanceOf(RefusedError);
    state.fault = 'http503';
    await expect(guard.create('fresh', 1)).rejects.toThrow('Service Unavailable');
  });

  it('reports readiness from a probe, cached briefly', async () => {
    const {guard, state} = setup();
    expect(await guard.ready()).toBe(true);
    state.fault = 'unreachable';
    expect(await guard.ready()).toBe(true);
    vi.advanceTimersByTime(5_001);
    expect(await guard.ready()).toBe(false);
  });
});
