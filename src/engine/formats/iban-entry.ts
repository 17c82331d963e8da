import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';

/** spec 3 §5: an IBAN entry is capped at 28 characters (electronic format). */
export const IBAN_ENTRY_MAX = 28;

/**
 * What the player typed as an IBAN, the way it is validated and sent (spec 3 §5): spaces and
 * dashes removed, upper case, capped at 28 characters.
 */
export function ibanEntry(raw: string): string {
  return (electronicFormatIBAN(raw) ?? '').replace(/[^0-9A-Z]/g, '').slice(0, IBAN_ENTRY_MAX);
}

/** An IBAN as the player reads it: groups of four ("HU42 1177 3016 …"). */
export function groupedIban(value: string): string {
  return value === '' ? '' : (friendlyFormatIBAN(value) ?? value);
}

/** A BIC / SWIFT entry: spaces removed, upper case, at most 11 characters (8 or 11 are valid). */
export function bicEntry(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase().slice(0, 11);
}
