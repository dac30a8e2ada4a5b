import {describe, expect, it, vi} from 'vitest';
import {cachedSessions, firebaseSessions, type SessionService} from './sessions';

const unsigned = (payload: object) =>
  `${Buffer.from(JSON.stringify({alg: 'none', typ: 'JWT'})).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

describe('firebaseSessions outside emulator mode', () => {
  it('rejects an unsigned (alg: none) session cookie', async () => {
    const sessions = firebaseSessions('projects-prod', null);
    const now = Math.floor(Date.now() / 1000);
    const forged = unsigned({
      iss: 'https://session.firebase.google.com/projects-prod',
      aud: 'projects-prod',
      sub: 'attacker',
      uid: 'attacker',
      iat: now,
      exp: now + 3600,
      auth_time: now,
    });
    expect(await sessions.verify(forged)).toBeNull();
  });
});

describe('cachedSessions', () => {
  function counting(): SessionService & {verify: ReturnType<typeof vi.fn>} {
    return {
      create: vi.fn(),
      verify: vi.fn(async (cookie: string) => (cookie === 'good' ? {uid: 'u1', email: null} : null)),
      revoke: vi.fn(async () => undefined),
    } as never;
  }

  it('asks the identity service once per cookie within the cache time, again after it', async () => {
    let now = 0;
    const inner = counting();
    const sessions = cachedSessions(inner, 1000, 100, () => now);
    await sessions.verify('good');
    await sessions.verify('good');
    await sessions.verify('bad');
    await sessions.verify('bad');
    expect(inner.verify).toHaveBeenCalledTimes(2);
    now = 1001;
    expect(await sessions.verify('good')).toEqual({uid: 'u1', email: null});
    expect(inner.verify).toHaveBeenCalledTimes(3);
  });

  it('forgets a revoked user at once', async () => {
    const inner = counting();
    const sessions = cachedSessions(inner, 60_000);
    await sessions.verify('good');
    await sessions.revoke('u1');
    await sessions.verify('good');
    expect(inner.verify).toHaveBeenCalledTimes(2);
  });

  it('stays bounded', async () => {
    const inner = counting();
    const sessions = cachedSessions(inner, 60_000, 2);
    for (const cookie of ['a', 'b', 'c', 'a']) await sessions.verify(cookie);
    expect(inner.verify).toHaveBeenCalledTimes(4);
  });
});
