import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

let offered: string | null = null;

/**
 * The IBAN a player typed into a withdrawal that the platform answered with 284, handed to the
 * IBAN check that answer opens (?modal=iban-verification), so the player does not type it twice.
 * Which field holds it is content (a method's fields differ): any typed value that is a valid IBAN
 * is taken. Memory only and read once: an account number never goes to storage or the address.
 */
export const typedIbanHandoff = {
  /** keeps the first valid IBAN among the typed values (or nothing) */
  offer(data: Readonly<Record<string, unknown>>): void {
    offered = null;
    for (const value of Object.values(data)) {
      const iban = typeof value === 'string' ? electronicFormatIBAN(value) : null;
      if (iban && isValidIBAN(iban)) {
        offered = iban;
        return;
      }
    }
  },
  /** the offered IBAN, once */
  take(): string | null {
    const iban = offered;
    offered = null;
    return iban;
  },
};
