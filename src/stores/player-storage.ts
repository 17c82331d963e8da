/**
 * The only browser-storage keys the site writes for a player (DESIGN §5: allow-listed keys,
 * cleared at logout; never tokens, card data, documents or answers).
 */
export const PLAYER_STORAGE_KEYS = {
  /** localStorage: the e-mail used to register, until the REGISTERED event carried it (spec 1 §7) */
  registrationEmail: 'registrationEmail',
} as const;

type KeyValueStorage = Pick<Storage, 'removeItem'>;

/** Removes every allow-listed player key; called when the player logs out. */
export function clearPlayerStorage(...storages: KeyValueStorage[]): void {
  for (const storage of storages) {
    for (const key of Object.values(PLAYER_STORAGE_KEYS)) storage.removeItem(key);
  }
}

/**
 * Site keys that hold no player data and survive logout: the alarm banner the visitor closed,
 * the poker-app mode (spec 1 §4: kept after logout), the cookie choice (spec 3 §3) and the
 * game-after-login target (spec 1 §4: remembered across sign-in, re-armed after logout), and
 * the state a redirect identification left with.
 */
export const SITE_STORAGE_KEYS = [
  'site:alarm-dismissed',
  'site:poker-app',
  'site:cookie-consent',
  'site:game-after-login',
  // the random state of a redirect identification (no token): the return must bring it back
  'site:identification-state',
] as const;

/** Every key the site may write; the mock platform's own `mock-platform:` keys are the simulated server's. */
export function isAllowedStorageKey(key: string): boolean {
  return (
    (Object.values(PLAYER_STORAGE_KEYS) as string[]).includes(key) ||
    (SITE_STORAGE_KEYS as readonly string[]).includes(key) ||
    key.startsWith('mock-platform:')
  );
}
