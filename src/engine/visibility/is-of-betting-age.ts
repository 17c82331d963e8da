import { differenceInYears, isValid, parseISO } from 'date-fns';

export const DEFAULT_SPORTS_BETTING_AGE = 18;

/**
 * Spec 3 §5 "Age check": the sport-betting age limit of the country (else `default`, else 18)
 * compared with the birth date. No birth date (a visitor) is never of age.
 */
export function isOfBettingAge(
  birthDate: string | null,
  now: Date,
  limits: Readonly<Record<string, number>>,
  countries: readonly (string | null)[],
): boolean {
  if (birthDate === null) return false;
  const born = parseISO(birthDate);
  if (!isValid(born)) return false;
  const country = countries.find((candidate) => candidate !== null && typeof limits[candidate] === 'number');
  const limit = (country ? limits[country] : undefined) ?? limits.default ?? DEFAULT_SPORTS_BETTING_AGE;
  return differenceInYears(now, born) >= limit;
}
