import {describe, expect, it, vi} from 'vitest';
import type {AuthClient} from './firebaseClient';
import type {SessionApi} from './session';
import {assumedAuthState, type SiteVariant} from '../access/variant';
import {createAuthStore} from './store';

type User = {email: string | null} | null;
type UserListener = (user: User) => void;

function fakeClient(email: string | null = 'ada@example.com') {
  const listeners: UserListener[] = [];
  const emit = (user: User) => listeners.forEach((listener) => listener(user));
  const client = {
    onUserChanged: vi.fn((listener: UserListener) => void listeners.push(listener)),
    currentIdToken: vi.fn(async () => 'id-token'),
    currentEmail: vi.fn(() => email),
    signOut: vi.fn(async () => emit(null)),
  };
  return {client: client as unknown as AuthClient, raw: client, emit};
}

function fakeSessions(overrides: Partial<Record<keyof SessionApi, () => Promise<void>>> = {}) {
  return {
    create: vi.fn(overrides.create ?? (async () => undefined)),
    end: vi.fn(overrides.end ?? (async () => undefined)),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const standalone = {variant: 'standalone' as const, sessionApi: fakeSessions()};

describe('createAuthStore, first state', () => {
  it.each<SiteVariant>(['full', 'public', 'standalone'])(
    '%s: the state its pages were prerendered with, the same object, so hydration reads no change',
    (variant) => {
      const store = createAuthStore(async () => fakeClient().client, {variant, sessionApi: fakeSessions()});
      expect(store.getSnapshot()).toBe(assumedAuthState(variant));
    },
  );
});

describe('createAuthStore, standalone', () => {
  it('starts unresolved and follows the one subscription', async () => {
    const {client, emit} = fakeClient();
    const store = createAuthStore(async () => client, standalone);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    expect(store.getSnapshot()).toEqual({status: 'unresolved'});

    store.start();
    store.start();
    await flush();
    expect(client.onUserChanged).toHaveBeenCalledTimes(1);

    emit({email: 'ada@example.com'});
    expect(store.getSnapshot()).toEqual({status: 'signedIn', email: 'ada@example.com'});
    emit({email: null});
    expect(store.getSnapshot()).toEqual({status: 'signedOut'});
    emit(null);
    expect(seen).toEqual(['signedIn', 'signedOut']);
  });

  it('loads the client once, and again after a failed load', async () => {
    const {client} = fakeClient();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(client);
    const store = createAuthStore(load, standalone);
    await expect(store.client()).rejects.toThrow('chunk failed');
    await expect(store.client()).resolves.toBe(client);
    await expect(store.client()).resolves.toBe(client);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('counts the reader as signed out when the SDK cannot load', async () => {
    const store = createAuthStore(() => Promise.reject(new Error('offline')), standalone);
    store.start();
    await flush();
    expect(store.getSnapshot()).toEqual({status: 'signedOut'});
  });
});

describe('createAuthStore behind the server', () => {
  it.each([
    ['full', 'signedIn'],
    ['public', 'signedOut'],
  ] as const)('a %s page is %s from the start and never loads Firebase to find out', async (variant, status) => {
    const load = vi.fn(async () => fakeClient().client);
    const sessionApi = fakeSessions();
    const store = createAuthStore(load, {variant, sessionApi});
    store.start();
    await flush();
    expect(store.getSnapshot().status).toBe(status);
    expect(load).not.toHaveBeenCalled();
    expect(sessionApi.end).not.toHaveBeenCalled();
  });

  it('opens a server session after a sign-in on a public page, then asks for a full reload', async () => {
    const {client} = fakeClient();
    const sessionApi = fakeSessions();
    const store = createAuthStore(async () => client, {variant: 'public', sessionApi});
    await store.completeSignIn(client);
    expect(sessionApi.create).toHaveBeenCalledWith('id-token');
    expect(store.getSnapshot()).toEqual({status: 'signedIn', email: 'ada@example.com'});
    expect(store.needsFullReload()).toBe(true);
  });

  it('drops the Firebase user when the server refuses the token', async () => {
    const {client, raw} = fakeClient();
    const sessionApi = fakeSessions({create: () => Promise.reject({code: 'auth/requires-recent-login'})});
    const store = createAuthStore(async () => client, {variant: 'public', sessionApi});
    await expect(store.completeSignIn(client)).rejects.toEqual({code: 'auth/requires-recent-login'});
    expect(raw.signOut).toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({status: 'signedOut'});
  });

  it.each(['auth/network-request-failed', 'auth/unavailable'])(
    'keeps the Firebase user when the server answers %s, so that trying again works',
    async (code) => {
      const {client, raw} = fakeClient();
      const sessionApi = fakeSessions({create: () => Promise.reject({code})});
      const store = createAuthStore(async () => client, {variant: 'public', sessionApi});
      await expect(store.completeSignIn(client)).rejects.toEqual({code});
      expect(raw.signOut).not.toHaveBeenCalled();
      expect(store.getSnapshot()).toEqual({status: 'signedOut'});
    },
  );

  it('clears the Firebase user, then ends the server session', async () => {
    const {client, raw} = fakeClient();
    const order: string[] = [];
    const sessionApi = fakeSessions({end: async () => void order.push('server')});
    raw.signOut.mockImplementation(async () => void order.push('firebase'));
    const store = createAuthStore(async () => client, {variant: 'full', sessionApi});
    await store.signOut();
    expect(order).toEqual(['firebase', 'server']);
    expect(store.getSnapshot()).toEqual({status: 'signedOut'});
  });

  it('stays signed in when the server cannot end the session', async () => {
    const {client} = fakeClient();
    const sessionApi = fakeSessions({end: () => Promise.reject({code: 'auth/network-request-failed'})});
    const store = createAuthStore(async () => client, {variant: 'full', sessionApi});
    await expect(store.signOut()).rejects.toEqual({code: 'auth/network-request-failed'});
    expect(store.getSnapshot().status).toBe('signedIn');
  });

  it('counts a sign-out as done when only Firebase cannot load', async () => {
    const sessionApi = fakeSessions();
    const store = createAuthStore(() => Promise.reject(new Error('offline')), {variant: 'full', sessionApi});
    await store.signOut();
    expect(sessionApi.end).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({status: 'signedOut'});
  });
});
