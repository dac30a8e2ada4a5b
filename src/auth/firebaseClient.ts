/**
 * The only module that imports the Firebase SDK. It is loaded with
 * `import()` after hydration, so the SDK never delays a page's first paint.
 */
import {getApps, initializeApp} from 'firebase/app';
import {
  applyActionCode,
  browserLocalPersistence,
  checkActionCode,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  fetchSignInMethodsForEmail,
  initializeAuth,
  isSignInWithEmailLink,
  onAuthStateChanged,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from 'firebase/auth';
import type {FirebaseWebConfig} from './config';

export type AuthClient = ReturnType<typeof createAuthClient>;

function createAuthClient(auth: Auth) {
  return {
    onUserChanged: (listener: (user: User | null) => void) => onAuthStateChanged(auth, listener),
    currentIdToken: () => auth.currentUser?.getIdToken() ?? Promise.resolve(null),
    currentEmail: () => auth.currentUser?.email ?? null,
    signInWithPassword: (email: string, password: string) => signInWithEmailAndPassword(auth, email, password),
    async createAccount(name: string, email: string, password: string) {
      const credential = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(credential.user, {displayName: name});
      return credential;
    },
    signInMethodsFor: (email: string) => fetchSignInMethodsForEmail(auth, email),
    sendPasswordReset: (email: string) => sendPasswordResetEmail(auth, email),
    verifyPasswordResetCode: (code: string) => verifyPasswordResetCode(auth, code),
    confirmPasswordReset: (code: string, password: string) => confirmPasswordReset(auth, code, password),
    checkActionCode: (code: string) => checkActionCode(auth, code),
    applyActionCode: (code: string) => applyActionCode(auth, code),
    sendSignInLink: (email: string, url: string) => sendSignInLinkToEmail(auth, email, {url, handleCodeInApp: true}),
    isSignInLink: (href: string) => isSignInWithEmailLink(auth, href),
    signInWithLink: (email: string, href: string) => signInWithEmailLink(auth, email, href),
    signOut: () => signOut(auth),
  };
}

/** Initialises Firebase once per page; later calls get the same client. */
export function getAuthClient(config: FirebaseWebConfig): AuthClient {
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
      ...(config.appId ? {appId: config.appId} : {}),
    });
  // initializeAuth with local persistence only and no popup/redirect resolver
  // keeps the SDK small: the widget signs in by e-mail alone.
  const auth = initializeAuth(app, {persistence: browserLocalPersistence});
  if (config.emulatorHost && !auth.emulatorConfig) {
    connectAuthEmulator(auth, `http://${config.emulatorHost}`, {disableWarnings: true});
  }
  return createAuthClient(auth);
}
