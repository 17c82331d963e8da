import type { IdentificationMethod, IdentifiedDetails } from '../../api/endpoints';
import { birthFromPersonalCode } from './birth-from-personal-code';
import { IDENTIFICATION_METHODS } from './identification-methods';
import { swedishPersonalNumber } from './swedish-personal-number';

type Gender = 'male' | 'female';

/** Typical names of each market's people, so a prefilled registration looks like the country. */
const NAMES: Readonly<Record<string, Record<Gender, { firstName: string; lastName: string }>>> = {
  EST: { female: { firstName: 'Kadri', lastName: 'Tamm' }, male: { firstName: 'Mart', lastName: 'Saar' } },
  LTU: { female: { firstName: 'Rūta', lastName: 'Kazlauskienė' }, male: { firstName: 'Tomas', lastName: 'Kazlauskas' } },
  NLD: { female: { firstName: 'Sanne', lastName: 'de Vries' }, male: { firstName: 'Daan', lastName: 'Jansen' } },
  SWE: { female: { firstName: 'Elsa', lastName: 'Johansson' }, male: { firstName: 'Lars', lastName: 'Andersson' } },
  HUN: { female: { firstName: 'Éva', lastName: 'Szabó' }, male: { firstName: 'Gábor', lastName: 'Tóth' } },
};

export interface IdentitySource {
  /** the provider session id: varies the people of methods that take no personal code */
  session: string;
  personalCode?: string;
  phoneNumber?: string;
}

/**
 * The person a provider reports for the "new person" persona, consistent with the method: the
 * country of its market; Smart-ID / Mobile-ID derive birth date and sex from the personal code
 * (which becomes nationalIdNumber), so the same code always gives the same person; Swedish
 * methods carry a valid personnummer (SWE requires nationalIdNumber); others vary by session.
 * No e-mail: the player types one.
 */
export function freshIdentity(method: IdentificationMethod, source: IdentitySource): IdentifiedDetails {
  const country = IDENTIFICATION_METHODS[method].market;
  const fromCode = source.personalCode ? birthFromPersonalCode(source.personalCode) : undefined;
  const seed = hash(source.session);
  const birth = fromCode ?? { birthDate: birthDateFromSeed(seed), gender: seed % 2 === 0 ? 'female' : 'male' };
  const gender: Gender = birth.gender === 'male' ? 'male' : 'female';
  const names = NAMES[country]?.[gender] ?? { firstName: 'Alex', lastName: 'Morgan' };
  const nationalIdNumber = fromCode
    ? source.personalCode
    : country === 'SWE'
      ? swedishPersonalNumber(birth.birthDate, gender, seed >>> 8)
      : undefined;
  return {
    ...names,
    birthDate: birth.birthDate,
    gender,
    country,
    ...(nationalIdNumber ? { nationalIdNumber } : {}),
    ...(source.phoneNumber ? { phoneNumber: source.phoneNumber } : {}),
  };
}

/** An adult in every market (born 1970–1999), a valid calendar date. */
function birthDateFromSeed(seed: number): string {
  const year = 1970 + (seed % 30);
  const month = 1 + ((seed >>> 5) % 12);
  const day = 1 + ((seed >>> 9) % 28);
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** FNV-1a: a small stable hash, so a session always yields the same person. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}
