import {describe, expect, it} from 'vitest';
import {editStore} from './editStore';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const refusing = (what: string): Storage =>
  new Proxy(memoryStorage(), {
    get: (target, name) =>
      name === 'setItem' || name === 'getItem' || name === 'removeItem'
        ? () => {
            throw new DOMException(what, 'QuotaExceededError');
          }
        : Reflect.get(target, name),
  });

describe('editStore', () => {
  it('keeps an edit per page and block, and forgets it', () => {
    const store = editStore(memoryStorage);
    const storage = memoryStorage();
    const shared = editStore(() => storage);
    expect(shared.write('/docs/a', 2, 'SELECT 2')).toBe(true);
    expect(shared.read('/docs/a', 2)).toBe('SELECT 2');
    expect(shared.read('/docs/a', 1)).toBeNull();
    expect(shared.read('/docs/b', 2)).toBeNull();
    expect(shared.write('/docs/a', 2, null)).toBe(true);
    expect(shared.read('/docs/a', 2)).toBeNull();
    expect(store.read('/docs/a', 2)).toBeNull();
  });

  it.each([
    {name: 'a full storage', storage: () => refusing('full')},
    {
      name: 'storage that is disabled',
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    },
  ])('answers without throwing on $name', ({storage}) => {
    const store = editStore(storage);
    expect(store.write('/docs/a', 0, 'SELECT 1')).toBe(false);
    expect(store.read('/docs/a', 0)).toBeNull();
    expect(store.write('/docs/a', 0, null)).toBe(false);
  });
});
