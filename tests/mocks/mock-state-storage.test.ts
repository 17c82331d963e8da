import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../src/mocks/db/create-mock-db';
import { mockStateStorage } from '../../src/mocks/mock-state-storage';

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

describe('mockStateStorage', () => {
  it('restores the session and registrations of a tab after a reload', () => {
    const storage = memoryStorage();
    const db = createMockDb({ market: 'SWE' });
    const player = db.findPlayerByEmail('swede@example.com');
    if (player) db.startSession(player);
    mockStateStorage(storage).save(db.snapshot());

    const restored = createMockDb(mockStateStorage(storage).load());
    expect(restored.state.market).toBe('SWE');
    expect(restored.currentPlayer()?.email).toBe('swede@example.com');
    expect(storage.key(0)).toBe('mock-platform:db');
  });

  it('starts from the seed when the stored state is corrupt or of another version', () => {
    const storage = memoryStorage();
    storage.setItem('mock-platform:db', '{broken');
    expect(mockStateStorage(storage).load()).toBeUndefined();
    storage.setItem('mock-platform:db', JSON.stringify({ version: 0, market: 'SWE' }));
    expect(mockStateStorage(storage).load()).toBeUndefined();
  });
});
