import {describe, expect, it} from 'vitest';
import {AUTH_ERROR_MESSAGES, GENERIC_ERROR, NETWORK_ERROR, errorCodeOf, messageForError} from './messages';

// The codes §8 of the specification lists, as it writes them.
const SPEC_CODES = [
  'invalid-argument',
  'failed-precondition',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'already-exists',
  'resource-exhausted',
  'unavailable',
  'deadline-exceeded',
  'internal',
  'auth/user-disabled',
  'auth/timeout',
  'auth/too-many-requests',
  'auth/quota-exceeded',
  'auth/network-request-failed',
  'no-matching-tenant-for-email',
];

// The sign-in messages §8 quotes; each must be reachable through the map.
const SPEC_MESSAGES = [
  'Strong passwords have at least 6 characters and a mix of letters and numbers',
  'A network error has occurred. Try again later.',
  'Please authorize the required permissions to sign in to the application',
  'Your sign-in session has expired. Please try again.',
  'Unable to send password reset code to specified email',
  'This email already exists without any means of sign-in. Please reset the password to recover.',
  'Please login again to perform this operation',
  'The current anonymous user failed to upgrade. The non-anonymous credential is already associated with a different user account.',
  'We have blocked all requests from this device due to unusual activity. Try again later.',
  'Wrong code. Try again.',
  'The country code provided is not supported.',
  'Enter a valid phone number',
];

describe('AUTH_ERROR_MESSAGES', () => {
  it.each(SPEC_CODES)('maps the specification code %s', (code) => {
    const prefixed = errorCodeOf({code});
    expect(prefixed).toMatch(/^auth\//);
    expect(Object.keys(AUTH_ERROR_MESSAGES)).toContain(prefixed);
    expect(messageForError({code})).not.toBe('');
  });

  it.each(SPEC_MESSAGES)('holds the message %j', (message) => {
    expect(Object.values(AUTH_ERROR_MESSAGES)).toContain(message);
  });

  it('prefixes every code with the sign-in namespace', () => {
    for (const code of Object.keys(AUTH_ERROR_MESSAGES)) expect(code).toMatch(/^auth\/[a-z-]+$/);
  });
});

describe('messageForError', () => {
  it.each([
    [{code: 'auth/network-request-failed'}, NETWORK_ERROR],
    [{code: 'unavailable'}, NETWORK_ERROR],
    [{code: 'auth/weak-password'}, 'Strong passwords have at least 6 characters and a mix of letters and numbers'],
    [{code: 'auth/made-up-code'}, GENERIC_ERROR],
    [{code: 'toString'}, GENERIC_ERROR],
    [{code: 'auth/__proto__'}, GENERIC_ERROR],
    [{code: 42}, GENERIC_ERROR],
    [new Error('boom'), GENERIC_ERROR],
    [null, GENERIC_ERROR],
    ['auth/network-request-failed', GENERIC_ERROR],
  ])('%j → %j', (error, expected) => {
    expect(messageForError(error)).toBe(expected);
  });
});
