/**
 * Every message the sign-in widget shows. The wording the specification
 * gives is kept verbatim; tests and the UI both import these constants.
 */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Enter your email address to continue',
  emailInvalid: "That email address isn't correct",
  passwordRequired: 'Enter your password',
  nameRequired: 'Enter your account name',
  weakPassword: 'Strong passwords have at least 6 characters and a mix of letters and numbers',
  passwordsDiffer: "The passwords you entered don't match",
} as const;

export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const NETWORK_ERROR = 'A network error has occurred. Try again later.';
const INVALID_ACTION_CODE = 'This link is invalid or has expired. It may already have been used.';
const SESSION_EXPIRED = 'Your sign-in session has expired. Please try again.';
const BLOCKED = 'We have blocked all requests from this device due to unusual activity. Try again later.';
const NO_ACCOUNT = "That email address doesn't match an existing account";
const EMAIL_IN_USE = 'The email address is already used by another account';
const WRONG_CODE = 'Wrong code. Try again.';
const WRONG_CREDENTIALS = "The email and password you entered don't match";
const CANCELLED = 'Please authorize the required permissions to sign in to the application';

/** The prefix every identity-service error code carries. */
export const SIGN_IN_NAMESPACE = 'auth/';

/**
 * The one map from identity-service error codes to messages. The generic
 * codes the specification lists appear here with the namespace prefix.
 */
export const AUTH_ERROR_MESSAGES = {
  // Codes the specification lists by name.
  'auth/invalid-argument': GENERIC_ERROR,
  'auth/failed-precondition': 'This operation cannot be completed for this account. Please try again.',
  'auth/unauthenticated': SESSION_EXPIRED,
  'auth/permission-denied': CANCELLED,
  'auth/not-found': NO_ACCOUNT,
  'auth/already-exists': EMAIL_IN_USE,
  'auth/resource-exhausted': BLOCKED,
  'auth/unavailable': NETWORK_ERROR,
  'auth/deadline-exceeded': NETWORK_ERROR,
  'auth/internal': GENERIC_ERROR,
  'auth/user-disabled': 'This account has been disabled. Contact the course team for help.',
  'auth/timeout': NETWORK_ERROR,
  'auth/too-many-requests': BLOCKED,
  'auth/quota-exceeded': 'The quota for this operation has been exceeded. Try again later.',
  'auth/network-request-failed': NETWORK_ERROR,
  'auth/no-matching-tenant-for-email': 'No sign-in method is available for this email. Try a different email.',

  // Codes the Firebase Auth SDK raises in the flows the widget offers.
  'auth/email-already-in-use': EMAIL_IN_USE,
  'auth/weak-password': VALIDATION_MESSAGES.weakPassword,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/too-many-attempts-try-later':
    'You have entered an incorrect password too many times. Please try again in a few minutes.',
  'auth/user-not-found': NO_ACCOUNT,
  'auth/invalid-email': VALIDATION_MESSAGES.emailInvalid,
  'auth/missing-email': VALIDATION_MESSAGES.emailRequired,
  'auth/missing-password': VALIDATION_MESSAGES.passwordRequired,
  'auth/invalid-phone-number': 'Enter a valid phone number',
  'auth/invalid-country-code': 'The country code provided is not supported.',
  'auth/invalid-verification-code': WRONG_CODE,
  'auth/code-expired': 'This code is no longer valid',
  'auth/expired-action-code': INVALID_ACTION_CODE,
  'auth/invalid-action-code': INVALID_ACTION_CODE,
  'auth/popup-closed-by-user': CANCELLED,
  'auth/cancelled-popup-request': CANCELLED,
  'auth/user-cancelled': CANCELLED,
  'auth/web-storage-unsupported': SESSION_EXPIRED,
  'auth/user-token-expired': SESSION_EXPIRED,
  'auth/requires-recent-login': 'Please login again to perform this operation',
  'auth/missing-or-invalid-nonce': SESSION_EXPIRED,
  'auth/password-reset-failed': 'Unable to send password reset code to specified email',
  'auth/account-without-sign-in-method':
    'This email already exists without any means of sign-in. Please reset the password to recover.',
  'auth/anonymous-upgrade-merge-conflict':
    'The current anonymous user failed to upgrade. The non-anonymous credential is already associated with a different user account.',
  'auth/admin-restricted-operation': 'You are not authorized to sign in to this site.',
} as const satisfies Record<`${typeof SIGN_IN_NAMESPACE}${string}`, string>;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** Codes that send the reader to the not-authorized screen instead of an inline message. */
export const NOT_AUTHORIZED_CODES: readonly AuthErrorCode[] = ['auth/admin-restricted-operation'];

export function isKnownCode(code: string): code is AuthErrorCode {
  return Object.hasOwn(AUTH_ERROR_MESSAGES, code);
}

/** Reads the error code of anything thrown, adding the namespace prefix when missing. */
export function errorCodeOf(error: unknown): string | null {
  const code = (error as {code?: unknown} | null)?.code;
  if (typeof code !== 'string' || code === '') return null;
  return code.includes('/') ? code : `${SIGN_IN_NAMESPACE}${code}`;
}

/** The message for anything a sign-in call threw; unknown errors get the generic message. */
export function messageForError(error: unknown): string {
  const code = errorCodeOf(error);
  return code !== null && isKnownCode(code) ? AUTH_ERROR_MESSAGES[code] : GENERIC_ERROR;
}
