import {describe, expect, it} from 'vitest';
import {RefusedError, firebaseIdentity, isRefusal} from './identity';

const unsigned = (payload: object) =>
  `${Buffer.from(JSON.stringify({alg: 'none', typ: 'JWT'})).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

describe('firebaseIdentity outside emulator mode', () => {
  it('refuses an unsigned (alg: none) session cookie', async () => {
    const identity = firebaseIdentity('projects-prod', null);
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
    await expect(identity.verifySessionCookie(forged)).rejects.toBeInstanceOf(RefusedError);
  });
});

const error = (code: string, message = 'x') => Object.assign(new Error(message), {code});

describe('isRefusal', () => {
  it.each([
    [new RefusedError('auth/requires-recent-login', 'old'), true],
    [error('auth/session-cookie-expired'), true],
    [error('auth/session-cookie-revoked'), true],
    [error('auth/user-disabled'), true],
    [error('auth/user-not-found'), true],
    [error('auth/id-token-expired'), true],
    [error('auth/argument-error', 'Decoding Firebase session cookie failed.'), true],
    [error('auth/argument-error', 'Firebase session cookie has invalid signature.'), true],
    // firebase-admin reports a failed key download as an argument error; it is a failure to answer.
    [error('auth/argument-error', 'Error fetching public keys for Google certs: Service Unavailable'), false],
    [error('auth/argument-error', 'Error while making request: connect ECONNREFUSED 10.0.0.1:443'), false],
    [error('app/network-error', 'Error while making request: socket hang up'), false],
    [error('app/network-timeout'), false],
    [error('auth/internal-error', 'Service Unavailable'), false],
    [error('identity/timeout'), false],
    [new Error('anything else'), false],
    [null, false],
  ])('%s → %s', (thrown, refusal) => {
    expect(isRefusal(thrown)).toBe(refusal);
  });
});
