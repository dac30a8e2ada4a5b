import {resolve} from 'node:path';
import {readFirebaseConfig} from '../src/auth/config';
import type {DatabaseTarget} from './progress/database';

export type ServerConfig = {
  readonly host: string;
  readonly port: number;
  /** The production build served to readers with a valid session. */
  readonly fullRoot: string;
  /** The build whose protected lessons are sign-in stubs, served to everyone else. */
  readonly publicRoot: string;
  readonly projectId: string;
  /** `host:port` of the Auth emulator, or null for real Firebase. */
  readonly emulatorHost: string | null;
  /** Identity-service origins the browser talks to, for the CSP. */
  readonly identityOrigins: readonly string[];
  readonly sessionMaxAgeMs: number;
  /** How long a verified cookie is trusted before it is checked again. */
  readonly sessionCacheMs: number;
  /** How long after its last check a session is honoured while the identity service cannot answer. */
  readonly sessionGraceMs: number;
  /** The longest the server waits for one identity-service call. */
  readonly identityTimeoutMs: number;
  /** After an identity-service failure, how long requests stop waiting for it. */
  readonly identityRetryMs: number;
  /** Behind Firebase Hosting or a load balancer: trust X-Forwarded-Proto/For. */
  readonly trustProxy: boolean;
  readonly logLevel: string;
  /** Learner progress: PostgreSQL at DATABASE_URL, else the embedded PGlite in DATA_DIR (default .data). */
  readonly database: DatabaseTarget;
  /** The most PostgreSQL connections one server process opens. */
  readonly databasePoolSize: number;
};

type Env = Readonly<Record<string, string | undefined>>;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The integer setting `name`, or `fallback` when it is unset; anything but a positive integer is an error. */
export function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}".`);
  return value;
}

/** The server's settings, read and checked once from the environment. */
export function readServerConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const firebase = readFirebaseConfig(env);
  // The emulator accepts unsigned tokens: a production server must never trust it by accident.
  if (firebase.emulatorHost && env.NODE_ENV === 'production' && env.ALLOW_AUTH_EMULATOR !== 'true') {
    throw new Error(
      'NODE_ENV=production with the Auth emulator (no FIREBASE_API_KEY, or FIREBASE_AUTH_EMULATOR_HOST set): ' +
        'set the Firebase settings, or ALLOW_AUTH_EMULATOR=true for a local production-mode run.',
    );
  }
  const buildDir = resolve(cwd, env.BUILD_DIR ?? 'build');
  const identityOrigins = firebase.emulatorHost
    ? [`http://${firebase.emulatorHost}`]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  const sessionCacheMs = positiveInt(env, 'SESSION_CACHE_MS', 10_000);
  return {
    host: env.HOST ?? '127.0.0.1',
    port: positiveInt(env, 'PORT', 3000),
    fullRoot: resolve(buildDir, 'full'),
    publicRoot: resolve(buildDir, 'public'),
    projectId: firebase.projectId,
    emulatorHost: firebase.emulatorHost,
    identityOrigins,
    // Firebase accepts session cookies of 5 minutes to 2 weeks.
    sessionMaxAgeMs: Math.min(positiveInt(env, 'SESSION_MAX_AGE_DAYS', 5) * DAY_MS, 14 * DAY_MS),
    sessionCacheMs,
    sessionGraceMs: positiveInt(env, 'SESSION_GRACE_MS', sessionCacheMs + 5 * MINUTE_MS),
    identityTimeoutMs: positiveInt(env, 'IDENTITY_TIMEOUT_MS', 3000),
    identityRetryMs: positiveInt(env, 'IDENTITY_RETRY_MS', 5000),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    database: env.DATABASE_URL
      ? {kind: 'postgres', url: env.DATABASE_URL}
      : {kind: 'pglite', dataDir: resolve(cwd, env.DATA_DIR ?? '.data')},
    databasePoolSize: positiveInt(env, 'DATABASE_POOL_SIZE', 10),
  };
}
