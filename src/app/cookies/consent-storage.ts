/**
 * The one local-storage key of the consent (DESIGN §5 allow-list): the categories accepted on
 * this device. It holds no player data, so logout leaves it.
 */
export const CONSENT_STORAGE_KEY = 'site:cookie-consent';
const VERSION = 1;

export interface StoredConsent {
  version: typeof VERSION;
  accepted: string[];
  savedAt: string;
}

export const consentStorage = {
  read(storage: Storage): StoredConsent | null {
    try {
      const value: unknown = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
      if (value === null || typeof value !== 'object') return null;
      const raw = value as Record<string, unknown>;
      if (raw.version !== VERSION || !Array.isArray(raw.accepted) || typeof raw.savedAt !== 'string') return null;
      if (!raw.accepted.every((item) => typeof item === 'string')) return null;
      return { version: VERSION, accepted: raw.accepted, savedAt: raw.savedAt };
    } catch {
      return null;
    }
  },
  write(storage: Storage, accepted: readonly string[], now: Date = new Date()): StoredConsent {
    const consent: StoredConsent = { version: VERSION, accepted: [...accepted], savedAt: now.toISOString() };
    try {
      storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
    } catch {
      // storage full or blocked: the choice holds for this page only
    }
    return consent;
  },
};
