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

  it('keeps identifications and registration tokens across a reload (return from a provider redirect)', () => {
    const storage = memoryStorage();
    const db = createMockDb();
    db.state.identifications.s1 = { token: 's1', method: 'zignSec', purpose: 'login', startedAt: '2026-01-15T12:00:00.000Z', result: { loginToken: 'login-1' } };
    db.state.registrationTokens['reg-1'] = { token: 'reg-1', method: 'idin', details: { country: 'NLD' }, used: false };
    mockStateStorage(storage).save(db.snapshot());

    const restored = createMockDb(mockStateStorage(storage).load());
    expect(restored.state.identifications.s1?.result).toEqual({ loginToken: 'login-1' });
    expect(restored.state.registrationTokens['reg-1']).toEqual({ token: 'reg-1', method: 'idin', details: { country: 'NLD' }, used: false });
  });

  it('fills what an older stored state lacks from the seed', () => {
    const storage = memoryStorage();
    const { identifications: _i, registrationTokens: _r, beSettings: _b, ...older } = createMockDb().snapshot();
    storage.setItem('mock-platform:db', JSON.stringify(older));
    const restored = createMockDb(mockStateStorage(storage).load());
    expect(restored.state.identifications).toEqual({});
    expect(restored.state.beSettings).toEqual({});
  });

  it('starts from the seed when the stored state is corrupt or of another version', () => {
    const storage = memoryStorage();
    storage.setItem('mock-platform:db', '{broken');
    expect(mockStateStorage(storage).load()).toBeUndefined();
    storage.setItem('mock-platform:db', JSON.stringify({ version: 0, market: 'SWE' }));
    expect(mockStateStorage(storage).load()).toBeUndefined();
  });
});
