import {createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {UNRESOLVED, type AuthState} from '../../access/state';
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
 * The state the HTML was prerendered with: the full build is only ever
 * served to a reader with a session, so it renders protected pages in full;
 * any other build cannot know who reads it.
 */
function serverSnapshot(variant: SiteVariant): AuthState {
  return variant === 'full' ? assumedAuthState('full') : UNRESOLVED;
}

export function useAuthState(): AuthState {
  const {store, variant} = useAuthContext();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => serverSnapshot(variant));
}
