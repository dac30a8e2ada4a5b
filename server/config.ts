import {resolve} from 'node:path';
import {readFirebaseConfig} from '../src/auth/config';

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
  readonly sessionCacheMs: number;
  /** Behind Firebase Hosting or a load balancer: trust X-Forwarded-Proto/For. */
  readonly trustProxy: boolean;
  readonly logLevel: string;
};

type Env = Readonly<Record<string, string | undefined>>;

const DAY_MS = 24 * 60 * 60 * 1000;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}".`);
  return value;
}

/** The server's settings, read and checked once from the environment. */
export function readServerConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const firebase = readFirebaseConfig(env);
  const buildDir = resolve(cwd, env.BUILD_DIR ?? 'build');
  const identityOrigins = firebase.emulatorHost
    ? [`http://${firebase.emulatorHost}`]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
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
    sessionCacheMs: positiveInt(env, 'SESSION_CACHE_MS', 10_000),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
