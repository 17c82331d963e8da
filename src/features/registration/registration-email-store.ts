import { PLAYER_STORAGE_KEYS } from '../../stores/player-storage';

/** Local-storage key of the registration e-mail (spec 1 §7), allow-listed and removed once REGISTERED is emitted. */
export const REGISTRATION_EMAIL_KEY = PLAYER_STORAGE_KEYS.registrationEmail;

/** Keeps the e-mail used to register until the REGISTERED event has carried it. */
export function registrationEmailStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  return {
    remember(email: string): void {
      storage.setItem(REGISTRATION_EMAIL_KEY, email);
    },
    /** reads and removes it: REGISTERED carries it, or a failed or abandoned registration drops it */
    take(): string | undefined {
      const email = storage.getItem(REGISTRATION_EMAIL_KEY) ?? undefined;
      storage.removeItem(REGISTRATION_EMAIL_KEY);
      return email;
    },
  };
}
