import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export interface PhoneParts {
  country: CountryCode | undefined;
  national: string;
}

/**
 * The stored value "+<calling code><national number>" for what the player typed. A national
 * trunk prefix ("06" in Hungary) is dropped when libphonenumber-js recognises the number.
 */
export function composePhone(country: CountryCode | undefined, national: string): string | undefined {
  const digits = national.replace(/\D/g, '');
  if (!country || digits === '') return undefined;
  const callingCode = getCountryCallingCode(country);
  const parsed = parsePhoneNumberFromString(digits, country);
  if (parsed && parsed.countryCallingCode === callingCode) return parsed.number;
  return `+${callingCode}${digits}`;
}

/** Splits a stored "+<cc><number>" back into a country and the national number. */
export function splitPhone(value: unknown, fallbackCountry: CountryCode | undefined): PhoneParts {
  if (typeof value !== 'string' || value === '') return { country: fallbackCountry, national: '' };
  const parsed = parsePhoneNumberFromString(value);
  if (parsed) {
    const country =
      parsed.country ??
      (fallbackCountry && getCountryCallingCode(fallbackCountry) === parsed.countryCallingCode ? fallbackCountry : undefined);
    return { country: country ?? fallbackCountry, national: parsed.nationalNumber };
  }
  return { country: fallbackCountry, national: value.replace(/^\+/, '') };
}
