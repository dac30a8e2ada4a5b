import {createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {FirebaseWebConfig} from '../config';
import {createAuthStore, type AuthStore} from '../store';
import {UNRESOLVED, type AuthState} from '../state';

const AuthStoreContext = createContext<AuthStore | null>(null);

/**
 * Owns the app's one auth store. The Firebase SDK is fetched with `import()`
 * after hydration, so it never delays the first paint of a page.
 */
export function AuthProvider({children}: {readonly children: ReactNode}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const config = siteConfig.customFields?.firebase as FirebaseWebConfig;
  const [store] = useState(() =>
    createAuthStore(() => import('../firebaseClient').then(({getAuthClient}) => getAuthClient(config))),
  );
  useEffect(() => store.start(), [store]);
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (store === null) throw new Error('useAuthStore must be used inside <AuthProvider>.');
  return store;
}

// Server rendering cannot know who reads the page.
const getServerSnapshot = (): AuthState => UNRESOLVED;

export function useAuthState(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);
}
