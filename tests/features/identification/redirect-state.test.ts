import { describe, expect, it } from 'vitest';
import { REDIRECT_STATE_KEY, rememberRedirectState, takeRedirectState } from '../../../src/features/identification/redirect-state';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('redirect state', () => {
  it('accepts the state this tab left with, once', () => {
    const storage = memoryStorage();
    const state = rememberRedirectState(storage, () => 'abc');
    expect(state).toBe('abc');
    expect(storage.items.get(REDIRECT_STATE_KEY)).toBe('abc');
    expect(takeRedirectState(storage, 'abc')).toBe(true);
    expect(takeRedirectState(storage, 'abc')).toBe(false);
  });

  it('refuses another state, no state, or a tab that never left — and uses the stored one up', () => {
    const storage = memoryStorage();
    rememberRedirectState(storage, () => 'mine');
    expect(takeRedirectState(storage, 'theirs')).toBe(false);
    expect(storage.items.has(REDIRECT_STATE_KEY)).toBe(false);
    rememberRedirectState(storage, () => 'mine');
    expect(takeRedirectState(storage, null)).toBe(false);
    expect(takeRedirectState(memoryStorage(), 'mine')).toBe(false);
  });

  it('fails closed when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(rememberRedirectState(blocked, () => 'x')).toBe('x');
    expect(takeRedirectState(blocked, 'x')).toBe(false);
  });
});
