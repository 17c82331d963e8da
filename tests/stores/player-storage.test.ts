import { describe, expect, it } from 'vitest';
import { clearPlayerStorage, PLAYER_STORAGE_KEYS } from '../../src/stores/player-storage';

function memory(entries: Record<string, string>) {
  const values = new Map(Object.entries(entries));
  return { values, removeItem: (key: string) => void values.delete(key) };
}

describe('clearPlayerStorage', () => {
  it('removes every allow-listed player key and nothing else', () => {
    const local = memory({ [PLAYER_STORAGE_KEYS.registrationEmail]: 'a@example.com', 'mock-platform:db': '{}' });
    clearPlayerStorage(local);
    expect([...local.values.keys()]).toEqual(['mock-platform:db']);
  });
});

describe('isAllowedStorageKey', () => {
  it('allows the player and site keys and the simulated server, nothing else', async () => {
    const { isAllowedStorageKey } = await import('../../src/stores/player-storage');
    expect(isAllowedStorageKey('registrationEmail')).toBe(true);
    expect(isAllowedStorageKey('site:cookie-consent')).toBe(true);
    expect(isAllowedStorageKey('mock-platform:db')).toBe(true);
    expect(isAllowedStorageKey('authToken')).toBe(false);
  });
});
