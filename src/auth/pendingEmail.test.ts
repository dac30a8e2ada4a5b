import {describe, expect, it} from 'vitest';
import {PENDING_EMAIL_LIFETIME_MS, forgetPendingEmail, readPendingEmail, rememberPendingEmail} from './pendingEmail';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('pending e-mail for sign-in links', () => {
  it('is kept under the firebaseui prefix for 3600 s', () => {
    expect(PENDING_EMAIL_LIFETIME_MS).toBe(3_600_000);
    const storage = memoryStorage();
    rememberPendingEmail(storage, 'ada@example.com', 1_000);
    expect([...storage.items.keys()]).toEqual(['firebaseui::pendingEmail']);
    expect(readPendingEmail(storage, 1_000 + PENDING_EMAIL_LIFETIME_MS - 1)).toBe('ada@example.com');
  });

  it('is dropped once expired', () => {
    const storage = memoryStorage();
    rememberPendingEmail(storage, 'ada@example.com', 1_000);
    expect(readPendingEmail(storage, 1_000 + PENDING_EMAIL_LIFETIME_MS)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it.each(['not json', '{"email":42,"expiresAt":9e15}', '{"email":"a@b.co"}', 'null'])(
    'treats the damaged entry %s as absent',
    (raw) => {
      const storage = memoryStorage();
      storage.setItem('firebaseui::pendingEmail', raw);
      expect(readPendingEmail(storage)).toBeNull();
      expect(storage.items.size).toBe(0);
    },
  );

  it('can be forgotten', () => {
    const storage = memoryStorage();
    rememberPendingEmail(storage, 'ada@example.com');
    forgetPendingEmail(storage);
    expect(readPendingEmail(storage)).toBeNull();
  });
});
