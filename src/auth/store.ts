import {assumedAuthState, type SiteVariant} from '../access/variant';
import {toAuthState, type AuthState} from '../access/state';
import {errorCodeOf} from './messages';
import type {AuthClient} from './firebaseClient';
import type {SessionApi} from './session';

export type AuthStore = {
  readonly getSnapshot: () => AuthState;
  readonly subscribe: (listener: () => void) => () => void;
  /**
   * The standalone site (no server) follows Firebase's own state from here;
   * later calls do nothing. Behind the server it does nothing at all: the
   * build the server chose says whether a session exists.
   */
  readonly start: () => void;
  /** The Firebase client, loaded on first use. A failed load is retried on the next call. */
  readonly client: () => Promise<AuthClient>;
  /**
   * Turns the widget's successful Firebase sign-in into a server session.
   * Rejects with a coded error when the server refuses it (the local
   * Firebase user is then dropped) or cannot be reached (the user is kept,
   * so that trying again works).
   */
  readonly completeSignIn: (client: AuthClient) => Promise<void>;
  /** The page was built for anonymous readers but the reader is now signed in: load it again from the server. */
  readonly needsFullReload: () => boolean;
  /**
   * Ends the session. Behind the server, the server session first: if it
   * cannot be ended now, this rejects and the reader stays signed in, so the
   * page never says "signed out" while a copied cookie still works.
   */
  readonly signOut: () => Promise<void>;
};

export type StoreOptions = {
  /** Which build the server sent; it tells whether a server session exists. */
  readonly variant: SiteVariant;
  /** The server's session endpoints; unused for the standalone site. */
  readonly sessionApi: SessionApi;
};

function sameState(a: AuthState, b: AuthState): boolean {
  return a.status === b.status && (a.status !== 'signedIn' || (b.status === 'signedIn' && a.email === b.email));
}

/** Errors that mean "could not ask" rather than "the answer is no". */
const PASSING_FAILURES = new Set(['auth/network-request-failed', 'auth/unavailable', 'auth/timeout', 'auth/deadline-exceeded']);

/**
 * Holds the reader's auth state outside React, so every component reads the
 * same value. Behind the server the server session is the one truth: the
 * state starts from the build the server chose, and only an explicit
 * sign-in or sign-out changes it. Firebase is loaded only to sign in, to act
 * on an e-mail link or to sign out, never to find out who is reading.
 */
export function createAuthStore(loadClient: () => Promise<AuthClient>, {variant, sessionApi}: StoreOptions): AuthStore {
  let state = assumedAuthState(variant);
  let started = false;
  let pendingClient: Promise<AuthClient> | undefined;
  const listeners = new Set<() => void>();
  const withServer = variant !== 'standalone';

  const set = (next: AuthState) => {
    if (sameState(state, next)) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const client = () => {
    pendingClient ??= loadClient().catch((error: unknown) => {
      pendingClient = undefined;
      throw error;
    });
    return pendingClient;
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started || withServer) return;
      started = true;
      client().then(
        (auth) => auth.onUserChanged((user) => set(toAuthState(user))),
        // Without the SDK nobody can be signed in here; the widget reports the failure when used.
        () => set(toAuthState(null)),
      );
    },
    client,
    async completeSignIn(auth) {
      if (!withServer) return;
      const idToken = await auth.currentIdToken();
      if (idToken === null) throw {code: 'auth/user-token-expired'};
      try {
        await sessionApi.create(idToken);
      } catch (error) {
        // A token the server refuses will not do better on a retry: start the sign-in over.
        if (!PASSING_FAILURES.has(errorCodeOf(error) ?? '')) await auth.signOut().catch(() => undefined);
        throw error;
      }
      set({status: 'signedIn', email: auth.currentEmail() ?? ''});
    },
    needsFullReload: () => variant === 'public' && state.status === 'signedIn',
    async signOut() {
      if (withServer) {
        // Firebase's stored copy of the user is cleared first, while its tokens still work (afterwards
        // its refresh would fail loudly). It is tidying, not security: the server session is the truth.
        await client()
          .then((auth) => auth.signOut())
          .catch(() => undefined);
        await sessionApi.end();
      } else {
        await (await client()).signOut();
      }
      set(toAuthState(null));
    },
  };
}
