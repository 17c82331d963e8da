import { appliedCountry } from '../../engine/applied-country';
import { DEFAULT_SPORTS_BETTING_AGE, isOfBettingAge } from '../../engine/visibility/is-of-betting-age';
import type { RootStore } from '../../stores/root-store';

export interface SportsAge {
  /** the age the player's country asks for sports betting */
  limit: number;
  /** the birth date proves that age (a visitor never does) */
  ofAge: boolean;
}

function numericEntries(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/**
 * Spec 3 §5 "Age check" for the betting routes: fe.sportsBettingAgeLimit of the player's country
 * or applied rules (else `default`, else 18) against the birth date — the same rule the side menu
 * uses to hide the betting items.
 */
export function sportsAge(store: Pick<RootStore, 'session' | 'player' | 'settings'>, now: Date): SportsAge {
  const loggedIn = store.session.loggedIn;
  const details = loggedIn ? store.player.details : null;
  const summary = loggedIn ? store.session.player : null;
  const limits = numericEntries(store.settings.feValue('sportsBettingAgeLimit'));
  const countries = [details?.country ?? summary?.country ?? null, appliedCountry(store.settings.feValue('market'), details?.appliedCountryRules)];
  const country = countries.find((candidate) => candidate !== null && typeof limits[candidate] === 'number');
  const limit = (country ? limits[country] : undefined) ?? limits.default ?? DEFAULT_SPORTS_BETTING_AGE;
  return { limit, ofAge: isOfBettingAge(details?.birthDate ?? summary?.birthDate ?? null, now, limits, countries) };
}
