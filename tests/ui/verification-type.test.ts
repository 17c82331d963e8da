import { describe, expect, it } from 'vitest';
import { paymentPathOf, resolveVerificationType } from '../../src/ui/verification-type';
import { isAllowedStorageKey, PLAYER_STORAGE_KEYS } from '../../src/stores/player-storage';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('verification type (spec 1 §2: stored in session, default deposit)', () => {
  it('defaults to deposit', () => {
    expect(resolveVerificationType(null, memoryStorage())).toBe('deposit');
  });
  it('stores a validationType from the address and keeps it for the tab', () => {
    const storage = memoryStorage();
    expect(resolveVerificationType('withdrawal', storage)).toBe('withdrawal');
    expect(storage.values.get(PLAYER_STORAGE_KEYS.verificationType)).toBe('withdrawal');
    expect(resolveVerificationType(null, storage)).toBe('withdrawal');
  });
  it('ignores anything but deposit and withdrawal', () => {
    const storage = memoryStorage();
    expect(resolveVerificationType('<script>', storage)).toBe('deposit');
    expect(storage.values.size).toBe(0);
  });
  it('continues to the payment page of the type; the keys are allow-listed and cleared at logout', () => {
    expect(paymentPathOf('deposit')).toBe('/payment/deposit');
    expect(paymentPathOf('withdrawal')).toBe('/payment/withdrawal');
    expect(isAllowedStorageKey('site:verification-type')).toBe(true);
    expect(isAllowedStorageKey('site:verification-method')).toBe(true);
  });
});
