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
