import {describe, expect, it, vi} from 'vitest';
import type {AuthClient} from './firebaseClient';
import type {SessionApi} from './session';
import {createAuthStore, initialState} from './store';
import {NETWORK_ERROR} from './messages';

type User = {email: string | null} | null;
type UserListener = (user: User) => void;

function fakeClient() {
  const listeners: UserListener[] = [];
  const emit = (user: User) => listeners.forEach((listener) => listener(user));
  const client = {
    onUserChanged: vi.fn((listener: UserListener) => void listeners.push(listener)),
    currentIdToken: vi.fn(async () => 'id-token'),
    signOut: vi.fn(async () => emit(null)),
  };
  return {client: client as unknown as AuthClient, raw: client, emit};
}

function fakeSessions(overrides: Partial<Record<keyof SessionApi, () => Promise<unknown>>> = {}) {
  return {
    create: vi.fn(overrides.create ?? (async () => undefined)),
    end: vi.fn(overrides.end ?? (async () => undefined)),
    exists: vi.fn(overrides.exists ?? (async () => false)),
  } as unknown as SessionApi & Record<keyof SessionApi, ReturnType<typeof vi.fn>>;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const standalone = {variant: 'standalone' as const, sessionApi: fakeSessions()};

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
    await flush();
    expect(store.getSnapshot()).toEqual({status: 'signedIn', email: 'ada@example.com'});
    emit({email: null});
    await flush();
    expect(store.getSnapshot()).toEqual({status: 'signedOut'});
    emit(null);
    await flush();
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
    ['standalone', 'unresolved'],
  ] as const)('a %s page starts %s, before Firebase answers', (variant, status) => {
    expect(initialState(variant).status).toBe(status);
  });

  it('opens a server session after a sign-in on a public page, then asks for a full reload', async () => {
    const {client, emit} = fakeClient();
    const sessionApi = fakeSessions();
    const store = createAuthStore(async () => client, {variant: 'public', sessionApi});
    store.start();
    await flush();
    emit({email: 'ada@example.com'});
    expect(store.getSnapshot()).toEqual({status: 'unresolved'});
    await flush();
    expect(sessionApi.create).toHaveBeenCalledWith('id-token');
    expect(store.getSnapshot()).toEqual({status: 'signedIn', email: 'ada@example.com'});
    expect(store.needsFullReload()).toBe(true);
  });

  it('reuses a session the server already holds', async () => {
    const {client, emit} = fakeClient();
    const sessionApi = fakeSessions({exists: async () => true});
    const store = createAuthStore(async () => client, {variant: 'public', sessionApi});
    store.start();
    await flush();
    emit({email: 'ada@example.com'});
    await flush();
    expect(sessionApi.create).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe('signedIn');
  });

  it('signs out and explains when the server refuses the session', async () => {
    const {client, raw, emit} = fakeClient();
    const sessionApi = fakeSessions({create: () => Promise.reject({code: 'auth/network-request-failed'})});
    const store = createAuthStore(async () => client, {variant: 'public', sessionApi});
    store.start();
    await flush();
    emit({email: 'ada@example.com'});
    await flush();
    await flush();
    expect(raw.signOut).toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({status: 'signedOut'});
    expect(store.sessionError()).toBe(NETWORK_ERROR);
  });

  it('ends the server session when Firebase has no user on a full page', async () => {
    const {client, emit} = fakeClient();
    const sessionApi = fakeSessions();
    const store = createAuthStore(async () => client, {variant: 'full', sessionApi});
    expect(store.getSnapshot().status).toBe('signedIn');
    store.start();
    await flush();
    emit(null);
    await flush();
    expect(sessionApi.end).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({status: 'signedOut'});
    expect(store.needsFullReload()).toBe(false);
  });

  it('signOut ends the server session even on a public page', async () => {
    const {client, raw} = fakeClient();
    const sessionApi = fakeSessions();
    const store = createAuthStore(async () => client, {variant: 'public', sessionApi});
    await store.signOut();
    expect(sessionApi.end).toHaveBeenCalledTimes(1);
    expect(raw.signOut).toHaveBeenCalledTimes(1);
  });
});
