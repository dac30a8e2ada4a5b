import {describe, expect, it, vi} from 'vitest';
import type {AuthClient} from './firebaseClient';
import {createAuthStore} from './store';

type UserListener = (user: {email: string | null} | null) => void;

function fakeClient() {
  const listeners: UserListener[] = [];
  const client = {onUserChanged: vi.fn((listener: UserListener) => void listeners.push(listener))};
  return {client: client as unknown as AuthClient, emit: (user: {email: string | null} | null) => listeners.forEach((l) => l(user))};
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createAuthStore', () => {
  it('starts unresolved and follows the one subscription', async () => {
    const {client, emit} = fakeClient();
    const store = createAuthStore(async () => client);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    expect(store.getSnapshot()).toEqual({status: 'unresolved'});

    store.start();
    store.start();
    await flush();
    expect(client.onUserChanged).toHaveBeenCalledTimes(1);

    emit({email: 'ada@example.com'});
    expect(store.getSnapshot()).toEqual({status: 'signedIn', email: 'ada@example.com'});
    emit({email: 'ada@example.com'});
    emit({email: null});
    expect(store.getSnapshot()).toEqual({status: 'signedOut'});
    emit(null);
    expect(seen).toEqual(['signedIn', 'signedOut']);
  });

  it('loads the client once, and again after a failed load', async () => {
    const {client} = fakeClient();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(client);
    const store = createAuthStore(load);
    await expect(store.client()).rejects.toThrow('chunk failed');
    await expect(store.client()).resolves.toBe(client);
    await expect(store.client()).resolves.toBe(client);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('counts the reader as signed out when the SDK cannot load', async () => {
    const store = createAuthStore(() => Promise.reject(new Error('offline')));
    store.start();
    await flush();
    expect(store.getSnapshot()).toEqual({status: 'signedOut'});
  });

  it('stops notifying a listener that unsubscribed', async () => {
    const {client, emit} = fakeClient();
    const store = createAuthStore(async () => client);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.start();
    await flush();
    unsubscribe();
    emit({email: 'ada@example.com'});
    expect(listener).not.toHaveBeenCalled();
  });
});
