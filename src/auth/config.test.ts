import {describe, expect, it} from 'vitest';
import {readFirebaseConfig} from './config';

describe('readFirebaseConfig', () => {
  it('defaults to the Auth emulator and a demo project', () => {
    expect(readFirebaseConfig({})).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'demo-projects.firebaseapp.com',
      projectId: 'demo-projects',
      emulatorHost: '127.0.0.1:9099',
    });
  });

  it('follows FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_PROJECT_ID in emulator mode', () => {
    expect(readFirebaseConfig({FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199', FIREBASE_PROJECT_ID: 'demo-x'})).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'demo-x.firebaseapp.com',
      projectId: 'demo-x',
      emulatorHost: '127.0.0.1:9199',
    });
  });

  it('uses real Firebase when an API key is configured', () => {
    expect(
      readFirebaseConfig({
        FIREBASE_API_KEY: 'AIza-real',
        FIREBASE_AUTH_DOMAIN: 'learn.example.com',
        FIREBASE_PROJECT_ID: 'projects-prod',
        FIREBASE_APP_ID: '1:2:web:3',
      }),
    ).toEqual({
      apiKey: 'AIza-real',
      authDomain: 'learn.example.com',
      projectId: 'projects-prod',
      appId: '1:2:web:3',
      emulatorHost: null,
    });
  });

  it('refuses a real API key without a project id', () => {
    expect(() => readFirebaseConfig({FIREBASE_API_KEY: 'AIza-real'})).toThrow(/FIREBASE_PROJECT_ID/);
  });
});
