import {VALIDATION_MESSAGES} from './messages';

/** Firebase Auth's own rule for new passwords. */
export const PASSWORD_MIN_LENGTH = 6;

// One "@", a non-empty local part, and a dotted domain: what the identity
// service will accept, without trying to be a full RFC 5322 parser.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Each validator returns the message to show, or null when the value is fine. */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return VALIDATION_MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(email) ? null : VALIDATION_MESSAGES.emailInvalid;
}

export function validateSignInPassword(value: string): string | null {
  return value === '' ? VALIDATION_MESSAGES.passwordRequired : null;
}

export function validateNewPassword(value: string): string | null {
  if (value === '') return VALIDATION_MESSAGES.passwordRequired;
  return value.length < PASSWORD_MIN_LENGTH ? VALIDATION_MESSAGES.weakPassword : null;
}

export function validateName(value: string): string | null {
  return value.trim() === '' ? VALIDATION_MESSAGES.nameRequired : null;
}
