import {beforeAll, describe, expect, it} from 'vitest';
import {createAccount, uniqueEmail} from '../tests/e2e/emulator';
import {EMULATOR_HOST, EMULATOR_PROJECT_ID} from '../src/auth/config';
import {RefusedError, firebaseIdentity} from './identity';

// Against the real Auth emulator, which `npm test` starts.
const identity = firebaseIdentity(EMULATOR_PROJECT_ID, EMULATOR_HOST);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('firebaseIdentity with the Auth emulator', () => {
  beforeAll(async () => {
    // Every rejection below must come from the emulator's verdict, not from a missing emulator.
    const answer = await fetch(`http://${EMULATOR_HOST}/`).catch(() => null);
    expect(answer?.ok, `the Auth emulator must run on ${EMULATOR_HOST}`).toBe(true);
  });

  it('creates a session cookie from a fresh ID token, verifies it, and stops accepting it once revoked', async () => {
    const email = uniqueEmail('session');
    const {idToken, localId} = await createAccount(email, 'learning-is-cool-1');
    const cookie = await identity.createSessionCookie(idToken, 5 * DAY_MS);
    expect(await identity.verifySessionCookie(cookie)).toEqual({uid: localId, email});
    await identity.probe();

    // The emulator keeps whole seconds: revoke strictly after the sign-in's second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await identity.revoke(localId);
    await expect(identity.verifySessionCookie(cookie)).rejects.toBeInstanceOf(RefusedError);
  });

  it('refuses an ID token that is not one', async () => {
    await expect(identity.createSessionCookie('not-a-token', DAY_MS)).rejects.toBeInstanceOf(RefusedError);
  });

  it.each(['', 'forged', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'])('rejects the cookie %j', async (cookie) => {
    await expect(identity.verifySessionCookie(cookie)).rejects.toBeInstanceOf(RefusedError);
  });

  it('rejects an expired session cookie', async () => {
    // Emulator cookies are unsigned, so an expired one can be written directly.
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const issued = Math.floor(Date.now() / 1000) - 7200;
    const expired = `${encode({alg: 'none', typ: 'JWT'})}.${encode({
      iss: `https://session.firebase.google.com/${EMULATOR_PROJECT_ID}`,
      aud: EMULATOR_PROJECT_ID,
      sub: 'someone',
      user_id: 'someone',
      iat: issued,
      auth_time: issued,
      exp: issued + 3600,
    })}.`;
    await expect(identity.verifySessionCookie(expired)).rejects.toBeInstanceOf(RefusedError);
  });
});
