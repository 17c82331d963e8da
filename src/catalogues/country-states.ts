import platform from '../../schemas/settings/platform.json' with { type: 'json' };

export type StateCountry = 'CAN' | 'USA' | 'AUS';

/**
 * States and provinces per country (spec 3 §9): CAN 13, USA 50 + DC + territories, AUS 8.
 * The platform settings (`fe.countryStates` of schemas/settings/platform.json) are the single
 * source: the registration form binds the same list through `$setting`.
 */
export const COUNTRY_STATES: Readonly<Record<StateCountry, readonly string[]>> = Object.freeze({
  CAN: Object.freeze([...platform.fe.countryStates.CAN]),
  USA: Object.freeze([...platform.fe.countryStates.USA]),
  AUS: Object.freeze([...platform.fe.countryStates.AUS]),
});

/** States of an alpha-3 country code; empty for a country without states. */
export function statesOf(country: string): readonly string[] {
  return Object.hasOwn(COUNTRY_STATES, country) ? COUNTRY_STATES[country as StateCountry] : [];
}
