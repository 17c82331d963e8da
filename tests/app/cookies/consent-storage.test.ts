import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, consentStorage } from '../../../src/app/cookies/consent-storage';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('consentStorage', () => {
  it('keeps the accepted categories under one allow-listed key', () => {
    const storage = memoryStorage();
    expect(consentStorage.read(storage)).toBeNull();
    consentStorage.write(storage, ['analytics'], new Date('2026-01-01T00:00:00Z'));
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe(CONSENT_STORAGE_KEY);
    expect(consentStorage.read(storage)).toEqual({ version: 1, accepted: ['analytics'], savedAt: '2026-01-01T00:00:00.000Z' });
  });

  it.each(['not json', '{"version":2,"accepted":[],"savedAt":"x"}', '{"version":1,"accepted":[1],"savedAt":"x"}', 'null'])(
    'treats %s as no choice',
    (raw) => {
      const storage = memoryStorage();
      storage.setItem(CONSENT_STORAGE_KEY, raw);
      expect(consentStorage.read(storage)).toBeNull();
    },
  );
});
