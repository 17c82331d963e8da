import { isPayAndPlayAllowed } from '../../stores/is-pay-and-play-allowed';

/** What a visitor (not logged in) gets at /payment/deposit (spec 2 §1, §2, §6). */
export type PayAndPlayVisitorAccess =
  /** pay-and-play is allowed here and for the visitor's country: the visitor's pay-and-play deposit */
  | { kind: 'deposit' }
  /** the market offers pay-and-play, but not to the visitor's country: the warning listing the allowed countries */
  | { kind: 'countryNotAllowed'; allowedCountries: string[] }
  /** no pay-and-play here: "Both payment routes require login" */
  | { kind: 'logIn' };

/**
 * spec 2 §1 "Visitors (not logged in) may deposit only through the pay-and-play method, where
 * allowed", §5 "Pay-and-play is restricted to allowed countries; otherwise a warning lists them":
 * the front-end setting `payAndPlay` ({ depositAllowed, allowedCountries }) and the visitor's
 * detected country (null: unknown — with a country list, not allowed).
 */
export function payAndPlayVisitorAccess(setting: unknown, country: string | null): PayAndPlayVisitorAccess {
  if (isPayAndPlayAllowed(setting, country)) return { kind: 'deposit' };
  const { depositAllowed, allowedCountries } = (setting !== null && typeof setting === 'object' ? setting : {}) as { depositAllowed?: unknown; allowedCountries?: unknown };
  const listed = Array.isArray(allowedCountries) ? allowedCountries.filter((entry): entry is string => typeof entry === 'string') : [];
  return depositAllowed === true && listed.length > 0 ? { kind: 'countryNotAllowed', allowedCountries: listed } : { kind: 'logIn' };
}
