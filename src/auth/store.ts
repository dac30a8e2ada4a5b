import type {AuthClient} from './firebaseClient';
import {messageForError} from './messages';
import type {SessionApi} from './session';
import {SIGNED_OUT, UNRESOLVED, toAuthState, type AuthState} from './state';
import type {SiteVariant} from '../site/variant';

export type AuthStore = {
  readonly getSnapshot: () => AuthState;
  readonly subscribe: (listener: () => void) => () => void;
  /** Starts the app's one auth subscription; later calls do nothing. */
  readonly start: () => void;
  /** The Firebase client, loaded on first use. A failed load is retried on the next call. */
  readonly client: () => Promise<AuthClient>;
  /** Why the last server session could not be opened, for the widget to show; null when none. */
  readonly sessionError: () => string | null;
  /** The page was built for anonymous readers but the reader is now signed in: load it again from the server. */
  readonly needsFullReload: () => boolean;
  /** Signs out of Firebase and ends the server session. */
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

/** What the page can assume before Firebase answers: the server chose the build by the session. */
export function initialState(variant: SiteVariant): AuthState {
  if (variant === 'full') return {status: 'signedIn', email: ''};
  return variant === 'public' ? SIGNED_OUT : UNRESOLVED;
}

/**
 * Holds the reader's auth state outside React, so every component reads the
 * same value from one `onAuthStateChanged` subscription. Behind the server,
 * it also keeps the server session in step with Firebase: a sign-in opens a
 * session (the state stays unresolved until it exists), a sign-out ends it.
 */
export function createAuthStore(loadClient: () => Promise<AuthClient>, {variant, sessionApi}: StoreOptions): AuthStore {
  let state = initialState(variant);
  let serverSession = variant === 'full';
  let sessionError: string | null = null;
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

  const follow = async (auth: AuthClient, user: {email: string | null} | null) => {
    const next = toAuthState(user);
    if (!withServer) return set(next);
    if (next.status === 'signedIn' && !serverSession) {
      set(UNRESOLVED);
      try {
        const idToken = await auth.currentIdToken();
        if (idToken === null) return set(SIGNED_OUT);
        // Pages such as /login come from the public build even when a session exists.
        if (!(await sessionApi.exists())) await sessionApi.create(idToken);
        serverSession = true;
        sessionError = null;
      } catch (error) {
        // Without a server session the reader is not signed in here; say why and start over.
        sessionError = messageForError(error);
        await auth.signOut().catch(() => undefined);
        return set(SIGNED_OUT);
      }
    } else if (next.status === 'signedOut' && serverSession) {
      serverSession = false;
      await sessionApi.end().catch(() => undefined);
    }
    return set(next);
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
        (auth) => auth.onUserChanged((user) => void follow(auth, user)),
        // Without the SDK nobody can be signed in here; the widget reports the failure when used.
        () => set(SIGNED_OUT),
      );
    },
    client,
    sessionError: () => sessionError,
    needsFullReload: () => variant === 'public' && state.status === 'signedIn',
    async signOut() {
      const auth = await client();
      // Firebase first: revoking first would make its next token refresh fail loudly.
      serverSession = false;
      await auth.signOut();
      // Whatever this page assumed, the browser may hold a session cookie: end it.
      if (withServer) await sessionApi.end().catch(() => undefined);
    },
  };
}
