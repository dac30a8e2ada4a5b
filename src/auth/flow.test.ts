import {describe, expect, it} from 'vitest';
import {isDeadActionCode, outcomeOfActionFailure, outcomeOfFailure, outcomeOfResetFailure, screenAfterLookup, screenAfterSignUpError} from './flow';
import {AUTH_ERROR_MESSAGES, GENERIC_ERROR, NETWORK_ERROR} from './messages';

const EMAIL = 'ada@example.com';

describe('screenAfterLookup', () => {
  it.each([
    [['password'], 'password'],
    [['emailLink', 'password'], 'password'],
    [['emailLink'], 'linkSent'],
    [[], 'signUp'],
    [['google.com'], 'signUp'],
  ])('%j → %s', (methods, expected) => {
    expect(screenAfterLookup(EMAIL, methods).name).toBe(expected);
  });
});

describe('outcomeOfFailure', () => {
  it.each([
    [{code: 'auth/admin-restricted-operation'}, {screen: {name: 'notAuthorized'}, message: null}],
    [{code: 'auth/network-request-failed'}, {screen: null, message: NETWORK_ERROR}],
    [{code: 'auth/wrong-password'}, {screen: null, message: AUTH_ERROR_MESSAGES['auth/wrong-password']}],
    [new Error('unexpected'), {screen: null, message: GENERIC_ERROR}],
  ])('%j → %j', (error, expected) => {
    expect(outcomeOfFailure(error)).toEqual(expected);
  });
});

describe('screenAfterSignUpError', () => {
  it('sends an existing account to the password step with the reason', () => {
    expect(screenAfterSignUpError(EMAIL, {code: 'auth/email-already-in-use'})).toEqual({
      screen: {name: 'password', email: EMAIL},
      message: AUTH_ERROR_MESSAGES['auth/email-already-in-use'],
    });
  });

  it('keeps other failures on the sign-up step', () => {
    expect(screenAfterSignUpError(EMAIL, {code: 'auth/weak-password'})).toEqual({
      screen: null,
      message: AUTH_ERROR_MESSAGES['auth/weak-password'],
    });
  });
});

describe('outcomeOfResetFailure', () => {
  it.each([
    [{code: 'auth/network-request-failed'}, NETWORK_ERROR],
    [{code: 'auth/too-many-requests'}, AUTH_ERROR_MESSAGES['auth/too-many-requests']],
    [{code: 'auth/something-new'}, 'Unable to send password reset code to specified email'],
    [new Error('boom'), 'Unable to send password reset code to specified email'],
  ])('%j → %j', (error, message) => {
    expect(outcomeOfResetFailure(error)).toEqual({screen: null, message});
  });
});

describe('isDeadActionCode', () => {
  it.each([
    [{code: 'auth/expired-action-code'}, true],
    [{code: 'auth/invalid-action-code'}, true],
    [{code: 'auth/network-request-failed'}, false],
    [new Error('boom'), false],
  ])('%j → %s', (error, expected) => {
    expect(isDeadActionCode(error)).toBe(expected);
  });
});

describe('outcomeOfActionFailure', () => {
  it.each([
    [{code: 'auth/invalid-action-code'}, false, {kind: 'dead'}],
    [{code: 'auth/expired-action-code'}, true, {kind: 'dead'}],
    [{code: 'auth/invalid-email'}, true, {kind: 'otherEmail'}],
    [{code: 'auth/invalid-email'}, false, {kind: 'message', message: AUTH_ERROR_MESSAGES['auth/invalid-email']}],
    [{code: 'auth/network-request-failed'}, true, {kind: 'message', message: NETWORK_ERROR}],
    [new Error('boom'), true, {kind: 'message', message: GENERIC_ERROR}],
  ])('%j, typed e-mail %s → %j', (error, typedEmail, expected) => {
    expect(outcomeOfActionFailure(error, typedEmail)).toEqual(expected);
  });
});
