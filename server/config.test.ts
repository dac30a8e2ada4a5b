import {describe, expect, it} from 'vitest';
import {readServerConfig} from './config';

describe('readServerConfig', () => {
  it('refuses the Auth emulator under NODE_ENV=production unless told so', () => {
    expect(() => readServerConfig({NODE_ENV: 'production'})).toThrow(/ALLOW_AUTH_EMULATOR/);
    expect(readServerConfig({NODE_ENV: 'production', ALLOW_AUTH_EMULATOR: 'true'}).emulatorHost).toBe('127.0.0.1:9099');
    expect(readServerConfig({NODE_ENV: 'production', FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'p'}).emulatorHost).toBeNull();
  });

  it('derives the grace period from the cache lifetime, plus five minutes', () => {
    const config = readServerConfig({SESSION_CACHE_MS: '20000'});
    expect(config.sessionGraceMs).toBe(20_000 + 300_000);
    expect(config.identityTimeoutMs).toBe(3000);
  });

  it.each(['0', '-1', 'abc', '1.5'])('refuses IDENTITY_TIMEOUT_MS=%s', (value) => {
    expect(() => readServerConfig({IDENTITY_TIMEOUT_MS: value})).toThrow(/IDENTITY_TIMEOUT_MS/);
  });
});
