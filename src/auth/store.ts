import type {AuthClient} from './firebaseClient';
import {SIGNED_OUT, UNRESOLVED, toAuthState, type AuthState} from './state';

export type AuthStore = {
  readonly getSnapshot: () => AuthState;
  readonly subscribe: (listener: () => void) => () => void;
  /** Starts the app's one auth subscription; later calls do nothing. */
  readonly start: () => void;
  /** The Firebase client, loaded on first use. A failed load is retried on the next call. */
  readonly client: () => Promise<AuthClient>;
};

function sameState(a: AuthState, b: AuthState): boolean {
  return a.status === b.status && (a.status !== 'signedIn' || (b.status === 'signedIn' && a.email === b.email));
}

/**
 * Holds the reader's auth state outside React, so every component reads the
 * same value from one `onAuthStateChanged` subscription.
 */
export function createAuthStore(loadClient: () => Promise<AuthClient>, initial: AuthState = UNRESOLVED): AuthStore {
  let state = initial;
  let started = false;
  let pendingClient: Promise<AuthClient> | undefined;
  const listeners = new Set<() => void>();

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
      if (started) return;
      started = true;
      client().then(
        (auth) => auth.onUserChanged((user) => set(toAuthState(user))),
        // Without the SDK nobody can be signed in here; the widget reports the failure when used.
        () => set(SIGNED_OUT),
      );
    },
    client,
  };
}
