import {NOT_AUTHORIZED_CODES, errorCodeOf, isKnownCode, messageForError} from './messages';

/** The steps of the e-mail sign-in flow. */
export type FlowScreen =
  | {readonly name: 'email'}
  | {readonly name: 'password'; readonly email: string}
  | {readonly name: 'signUp'; readonly email: string}
  | {readonly name: 'recover'; readonly email: string}
  | {readonly name: 'recoverSent'; readonly email: string}
  | {readonly name: 'linkSent'; readonly email: string}
  | {readonly name: 'notAuthorized'};

/**
 * Where the flow goes once the identity service has said which sign-in
 * methods an e-mail has. An empty list means a new account, or a project
 * with e-mail enumeration protection, which hides existing accounts; then
 * creating the account fails with `email-already-in-use` and the flow moves
 * to the password step (see `screenAfterSignUpError`).
 */
export function screenAfterLookup(email: string, methods: readonly string[]): FlowScreen {
  if (methods.includes('password')) return {name: 'password', email};
  if (methods.includes('emailLink')) return {name: 'linkSent', email};
  return {name: 'signUp', email};
}

export type FailureOutcome = {readonly screen: FlowScreen | null; readonly message: string | null};

/** What a failed call does: a not-authorized screen, or an inline message on the same screen. */
export function outcomeOfFailure(error: unknown): FailureOutcome {
  const code = errorCodeOf(error);
  if (code !== null && (NOT_AUTHORIZED_CODES as readonly string[]).includes(code)) {
    return {screen: {name: 'notAuthorized'}, message: null};
  }
  return {screen: null, message: messageForError(error)};
}

/** An account that already exists goes to the password step, with the reason shown. */
export function screenAfterSignUpError(email: string, error: unknown): FailureOutcome {
  if (errorCodeOf(error) === 'auth/email-already-in-use') {
    return {screen: {name: 'password', email}, message: messageForError(error)};
  }
  return outcomeOfFailure(error);
}

/**
 * A failed password-reset request: known causes keep their own message (a
 * network error must not read as a refusal); anything else gets the
 * specification's reset message.
 */
export function outcomeOfResetFailure(error: unknown): FailureOutcome {
  const code = errorCodeOf(error);
  return outcomeOfFailure(code !== null && isKnownCode(code) ? error : {code: 'auth/password-reset-failed'});
}

/** Whether an action link failed because it is expired, used or malformed, rather than for a passing reason. */
export function isDeadActionCode(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === 'auth/expired-action-code' || code === 'auth/invalid-action-code' || code === 'auth/argument-error';
}

/** What a failed action-link call means for the screen. */
export type ActionFailure =
  /** The link is used, expired or malformed: its failure screen. */
  | {readonly kind: 'dead'}
  /** An e-mail sign-in link was sent to another address than the one typed. */
  | {readonly kind: 'otherEmail'}
  /** A passing problem, shown with a way to try again. */
  | {readonly kind: 'message'; readonly message: string};

/**
 * Reads a failed action-link call. `typedEmail`: the reader typed an address
 * that the form already found well formed, so the service's "invalid email"
 * can only mean it is not the address the link was sent to; saying the
 * address "isn't correct" would send them hunting for a typo.
 */
export function outcomeOfActionFailure(error: unknown, typedEmail = false): ActionFailure {
  if (isDeadActionCode(error)) return {kind: 'dead'};
  if (typedEmail && errorCodeOf(error) === 'auth/invalid-email') return {kind: 'otherEmail'};
  return {kind: 'message', message: messageForError(error)};
}
