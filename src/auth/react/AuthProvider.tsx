import {createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {AuthState} from '../../access/state';
import {assumedAuthState, type SiteVariant} from '../../access/variant';
import type {FirebaseWebConfig} from '../config';
import {serverSessionApi} from '../session';
import {createAuthStore, type AuthStore} from '../store';

type AuthContext = {readonly store: AuthStore; readonly variant: SiteVariant};

const AuthStoreContext = createContext<AuthContext | null>(null);

/**
 * Owns the app's one auth store. The Firebase SDK is fetched with `import()`
 * only when a page needs it: behind the server, to sign in or out; on the
 * standalone site, after hydration, to learn who reads.
 */
export function AuthProvider({children}: {readonly children: ReactNode}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const config = siteConfig.customFields?.firebase as FirebaseWebConfig;
  const variant = siteConfig.customFields?.siteVariant as SiteVariant;
  const [context] = useState<AuthContext>(() => ({
    variant,
    store: createAuthStore(() => import(/* webpackChunkName: "firebase" */ '../firebaseClient').then(({getAuthClient}) => getAuthClient(config)), {
      variant,
      sessionApi: serverSessionApi,
    }),
  }));
  useEffect(() => context.store.start(), [context]);
  return <AuthStoreContext.Provider value={context}>{children}</AuthStoreContext.Provider>;
}

function useAuthContext(): AuthContext {
  const context = useContext(AuthStoreContext);
  if (context === null) throw new Error('Auth hooks must be used inside <AuthProvider>.');
  return context;
}

export function useAuthStore(): AuthStore {
  return useAuthContext().store;
}

/**
 * The reader as the store knows it. Pages are prerendered with what their
 * build assumes (the full build is served only with a session, the public one
 * only without), which is also the store's first state: the same object, so
 * that React finds no change after hydrating. A change there makes React
 * re-render every reader of this hook at once, in one task it cannot split,
 * with whatever else is pending (in traces here, 18–59 ms of main thread on a
 * signed-in lesson, 11–19 ms on a blog post).
 */
export function useAuthState(): AuthState {
  const {store, variant} = useAuthContext();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => assumedAuthState(variant));
}
