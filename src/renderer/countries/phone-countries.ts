import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { alpha2Of, countryNames } from './country-names';

export interface PhoneCountry {
  /** ISO alpha-2, as libphonenumber-js names countries */
  alpha2: CountryCode;
  /** platform alpha-3 */
  code: string;
  callingCode: string;
  name: string;
}

const cache = new Map<string, readonly PhoneCountry[]>();

/**
 * Countries with a calling code, named in `language` and sorted by name; limited to the alpha-3
 * `allowList` when one is given. Cached per language and list: every phone field of every form
 * asks for the same few lists.
 */
export function phoneCountries(language: string, allowList?: readonly string[]): readonly PhoneCountry[] {
  const key = `${language}|${allowList?.join(',') ?? '*'}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const supported = new Set<string>(getCountries());
  const out: PhoneCountry[] = [];
  for (const country of countryNames(language, allowList)) {
    if (!supported.has(country.alpha2)) continue;
    const alpha2 = country.alpha2 as CountryCode;
    out.push({ alpha2, code: country.code, callingCode: getCountryCallingCode(alpha2), name: country.name });
  }
  cache.set(key, out);
  return out;
}

/** libphonenumber-js country of a platform alpha-3 code, if it has a calling code. */
export function phoneCountryOf(code: string | undefined): CountryCode | undefined {
  if (!code) return undefined;
  const alpha2 = alpha2Of(code);
  return alpha2 && new Set<string>(getCountries()).has(alpha2) ? (alpha2 as CountryCode) : undefined;
}
