/** What the app knows about the reader. Signed in means a user with an e-mail. */
export type AuthState =
  | {readonly status: 'unresolved'}
  | {readonly status: 'signedOut'}
  | {readonly status: 'signedIn'; readonly email: string};

export const UNRESOLVED: AuthState = {status: 'unresolved'};
export const SIGNED_OUT: AuthState = {status: 'signedOut'};

/** Reduces a Firebase user (or its absence) to the gate's view of it. */
export function toAuthState(user: {readonly email: string | null} | null): AuthState {
  return user?.email ? {status: 'signedIn', email: user.email} : SIGNED_OUT;
}
