import {beforeAll, describe, expect, it} from 'vitest';
import {createAccount, uniqueEmail} from '../tests/e2e/emulator';
import {EMULATOR_HOST, EMULATOR_PROJECT_ID} from '../src/auth/config';
import {SessionError, firebaseSessions} from './sessions';

// Against the real Auth emulator, which `npm test` starts.
const sessions = firebaseSessions(EMULATOR_PROJECT_ID, EMULATOR_HOST);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('firebaseSessions with the Auth emulator', () => {
  beforeAll(async () => {
    // Every rejection below must come from the emulator's verdict, not from a missing emulator.
    const answer = await fetch(`http://${EMULATOR_HOST}/`).catch(() => null);
    expect(answer?.ok, `the Auth emulator must run on ${EMULATOR_HOST}`).toBe(true);
  });

  it('creates a session cookie from a fresh ID token, verifies it, and stops accepting it once revoked', async () => {
    const email = uniqueEmail('session');
    const {idToken, localId} = await createAccount(email, 'learning-is-cool-1');
    const cookie = await sessions.create(idToken, 5 * DAY_MS);
    expect(await sessions.verify(cookie)).toEqual({uid: localId, email});

    // The emulator keeps whole seconds: revoke strictly after the sign-in's second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await sessions.revoke(localId);
    expect(await sessions.verify(cookie)).toBeNull();
  });

  it('refuses an ID token that is not one', async () => {
    await expect(sessions.create('not-a-token', DAY_MS)).rejects.toBeInstanceOf(SessionError);
  });

  it.each(['', 'forged', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'])('rejects the cookie %j', async (cookie) => {
    expect(await sessions.verify(cookie)).toBeNull();
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
    expect(await sessions.verify(expired)).toBeNull();
  });
});
