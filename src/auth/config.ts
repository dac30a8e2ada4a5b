/** The Firebase settings the browser needs, read from the environment at build time. */
export type FirebaseWebConfig = {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly appId?: string;
  /** `host:port` of the Auth emulator, or null to talk to real Firebase. */
  readonly emulatorHost: string | null;
};

export const EMULATOR_PROJECT_ID = 'demo-projects';
export const EMULATOR_HOST = '127.0.0.1:9099';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * With no `FIREBASE_API_KEY` the site uses the local Auth emulator and a
 * `demo-*` project, so it runs with no Firebase account and no network.
 * `FIREBASE_AUTH_EMULATOR_HOST` (the variable firebase-admin also reads)
 * points both at an emulator explicitly.
 */
export function readFirebaseConfig(env: Env): FirebaseWebConfig {
  const apiKey = env.FIREBASE_API_KEY?.trim();
  const explicitEmulator = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
  if (!apiKey) {
    const projectId = env.FIREBASE_PROJECT_ID?.trim() || EMULATOR_PROJECT_ID;
    return {
      apiKey: 'demo-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      emulatorHost: explicitEmulator ?? EMULATOR_HOST,
    };
  }
  const projectId = env.FIREBASE_PROJECT_ID?.trim();
  if (!projectId) throw new Error('FIREBASE_PROJECT_ID is required when FIREBASE_API_KEY is set.');
  return {
    apiKey,
    authDomain: env.FIREBASE_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`,
    projectId,
    ...(env.FIREBASE_APP_ID?.trim() ? {appId: env.FIREBASE_APP_ID.trim()} : {}),
    emulatorHost: explicitEmulator,
  };
}
