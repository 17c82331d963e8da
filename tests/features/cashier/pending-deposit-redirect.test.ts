import { describe, expect, it } from 'vitest';
import {
  clearPendingDepositRedirect,
  PENDING_DEPOSIT_REDIRECT_KEY,
  PENDING_REDIRECT_MAX_AGE_MS,
  storePendingDepositRedirect,
  takePendingDepositRedirect,
} from '../../../src/features/cashier/pending-deposit-redirect';
import { clearPlayerStorage, isAllowedStorageKey } from '../../../src/stores/player-storage';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  };
}

const NOW = new Date('2026-06-15T12:00:00Z');

describe('the pending deposit redirect (spec 2 §4: stored locally, resumed after login)', () => {
  it('is resumed once, with its reference and method, and keeps nothing else', () => {
    const storage = memoryStorage();
    storePendingDepositRedirect(storage, { reference: 'dep-12ab', methodId: 1140001 }, NOW);
    expect(JSON.parse(storage.getItem(PENDING_DEPOSIT_REDIRECT_KEY) ?? '{}')).toEqual({ reference: 'dep-12ab', methodId: 1140001, storedAt: NOW.getTime() });
    expect(takePendingDepositRedirect(storage, new Date(NOW.getTime() + 60_000))).toEqual({ reference: 'dep-12ab', methodId: 1140001 });
    expect(takePendingDepositRedirect(storage, NOW)).toBeNull();
  });

  it('survives a logout (an allow-listed site key, not a player key) and is cleared once the deposit has a final status', () => {
    const storage = memoryStorage();
    expect(isAllowedStorageKey(PENDING_DEPOSIT_REDIRECT_KEY)).toBe(true);
    storePendingDepositRedirect(storage, { reference: 'dep-12ab', methodId: 1 }, NOW);
    clearPlayerStorage(storage);
    expect(storage.getItem(PENDING_DEPOSIT_REDIRECT_KEY)).not.toBeNull();
    clearPendingDepositRedirect(storage);
    expect(storage.getItem(PENDING_DEPOSIT_REDIRECT_KEY)).toBeNull();
  });

  it('drops a stale, malformed or foreign-shaped entry, and never stores a reference that is not one', () => {
    const storage = memoryStorage();
    storePendingDepositRedirect(storage, { reference: 'dep-12ab', methodId: 1 }, NOW);
    expect(takePendingDepositRedirect(storage, new Date(NOW.getTime() + PENDING_REDIRECT_MAX_AGE_MS + 1))).toBeNull();
    storage.setItem(PENDING_DEPOSIT_REDIRECT_KEY, '{not json');
    expect(takePendingDepositRedirect(storage, NOW)).toBeNull();
    storage.setItem(PENDING_DEPOSIT_REDIRECT_KEY, JSON.stringify({ reference: '../../evil', methodId: 1, storedAt: NOW.getTime() }));
    expect(takePendingDepositRedirect(storage, NOW)).toBeNull();
    storePendingDepositRedirect(storage, { reference: 'javascript:alert(1)', methodId: 1 }, NOW);
    expect(storage.getItem(PENDING_DEPOSIT_REDIRECT_KEY)).toBeNull();
  });
});
