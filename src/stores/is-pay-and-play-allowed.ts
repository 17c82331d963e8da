/**
 * Pay-and-play deposit is allowed when the front-end setting `payAndPlay.depositAllowed` is on
 * and, with a country list, the player's (or the detected) country is on it (spec 2 §7).
 * Lives beside the stores so that features (the login method choice) and the app share one rule.
 */
export function isPayAndPlayAllowed(setting: unknown, country: string | null): boolean {
  if (setting === null || typeof setting !== 'object') return false;
  const { depositAllowed, allowedCountries } = setting as { depositAllowed?: unknown; allowedCountries?: unknown };
  if (depositAllowed !== true) return false;
  if (!Array.isArray(allowedCountries) || allowedCountries.length === 0) return true;
  return country !== null && allowedCountries.includes(country);
}
