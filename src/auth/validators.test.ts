import {describe, expect, it} from 'vitest';
import {VALIDATION_MESSAGES as M} from './messages';
import {validateEmail, validateName, validateNewPassword, validateSignInPassword} from './validators';

describe('validateEmail', () => {
  it.each([
    ['', M.emailRequired],
    ['   ', M.emailRequired],
    ['ada', M.emailInvalid],
    ['ada@', M.emailInvalid],
    ['@example.com', M.emailInvalid],
    ['ada@example', M.emailInvalid],
    ['ada@@example.com', M.emailInvalid],
    ['ada lovelace@example.com', M.emailInvalid],
    ['ada@example..com', M.emailInvalid],
    ['ada@example.com', null],
    ['  ada@example.com  ', null],
    ['ada.lovelace+course@mail.example.co.uk', null],
  ])('%j → %j', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });
});

describe('password validators', () => {
  it.each([
    ['', M.passwordRequired],
    ['12345', M.weakPassword],
    ['123456', null],
    ['correct horse battery staple', null],
  ])('new password %j → %j', (value, expected) => {
    expect(validateNewPassword(value)).toBe(expected);
  });

  it.each([
    ['', M.passwordRequired],
    ['1', null],
  ])('sign-in password %j → %j', (value, expected) => {
    expect(validateSignInPassword(value)).toBe(expected);
  });
});

describe('validateName', () => {
  it.each([
    ['', M.nameRequired],
    ['  ', M.nameRequired],
    ['Ada Lovelace', null],
  ])('%j → %j', (value, expected) => {
    expect(validateName(value)).toBe(expected);
  });
});
