/** Local-storage key of the registration e-mail (spec 1 §7), allow-listed and removed once REGISTERED is emitted. */
export const REGISTRATION_EMAIL_KEY = 'registrationEmail';

/** Keeps the e-mail used to register until the REGISTERED event has carried it. */
export function registrationEmailStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  return {
    remember(email: string): void {
      storage.setItem(REGISTRATION_EMAIL_KEY, email);
    },
    take(): string | undefined {
      const email = storage.getItem(REGISTRATION_EMAIL_KEY) ?? undefined;
      storage.removeItem(REGISTRATION_EMAIL_KEY);
      return email;
    },
  };
}
