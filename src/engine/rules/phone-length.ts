import countries from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import { fieldPointer } from '../field-pointer';
import type { MinMax } from '../platform-settings';
import { isBlank } from './is-blank';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

let regionsByCallingCode: Map<string, CountryCode[]> | undefined;

function regionsFor(callingCode: string): CountryCode[] {
  if (!regionsByCallingCode) {
    regionsByCallingCode = new Map();
    for (const region of getCountries()) {
      const code = getCountryCallingCode(region);
      regionsByCallingCode.set(code, [...(regionsByCallingCode.get(code) ?? []), region]);
    }
  }
  return regionsByCallingCode.get(callingCode) ?? [];
}

/** Splits "+<cc><national>" by the calling code (calling codes are prefix-free). */
function split(value: string): { callingCode: string; national: string } | undefined {
  for (const length of [1, 2, 3]) {
    const callingCode = value.slice(1, 1 + length);
    if (regionsFor(callingCode).length > 0) return { callingCode, national: value.slice(1 + length) };
  }
  return undefined;
}

function countryOf(value: string, callingCode: string): string | undefined {
  const regions = regionsFor(callingCode);
  const region = regions.length === 1 ? regions[0] : parsePhoneNumberFromString(value)?.country;
  return region ? countries.alpha2ToAlpha3(region) : undefined;
}

/**
 * Digits of the national number within fe.phoneNumberLength for the number's
 * country (keyed by ISO alpha-3, HUN 9–12) or its `default` (9–15) → phoneLength.
 */
export const phoneLength: Rule = (data, params, ctx) => {
  const field = stringParam(params, 'field');
  const value = data[field];
  if (isBlank(value) || typeof value !== 'string' || !/^\+\d+$/.test(value)) return [];
  const parts = split(value);
  if (!parts) return [];
  const table = ctx.settings.fe.phoneNumberLength ?? { default: { min: 9, max: 15 } };
  const country = countryOf(value, parts.callingCode);
  const limits: MinMax = (country ? table[country] : undefined) ?? table.default ?? { min: 9, max: 15 };
  const length = parts.national.length;
  if (length >= limits.min && length <= limits.max) return [];
  return [{ field: fieldPointer(field), code: 'phoneLength', params: { min: limits.min, max: limits.max } }];
};
