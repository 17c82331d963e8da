import { isValidIBAN } from 'ibantools';
import { fieldPointer } from '../field-pointer';
import { settingAtPath } from '../setting-at-path';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

/**
 * An IBAN of a country the operator pays out to (spec 2 §5, spec 3 §5): the settings list at
 * `countries` (ISO alpha-2 prefixes; empty: any country ibantools knows) → ibanCountry; with the
 * boolean setting at `hungarianOnly` on, only Hungarian accounts → hungarianBankAccountOnly
 * ("Payments can be requested to Hungarian bank account only"). The checksum and the country's
 * length and structure are the `iban` format's (ibantools): only a valid IBAN is judged here, so an
 * account shows one problem at a time; a blank value is left to `required`.
 */
export const ibanCountry: Rule = (data, params, ctx) => {
  const field = stringParam(params, 'field');
  const value = data[field];
  if (typeof value !== 'string' || !isValidIBAN(value)) return [];
  const country = value.slice(0, 2).toUpperCase();
  const onlyPath = params.hungarianOnly === undefined ? undefined : stringParam(params, 'hungarianOnly');
  const only = onlyPath === undefined ? undefined : settingAtPath(ctx.settings, onlyPath);
  if (only?.found && only.value === true) return country === 'HU' ? [] : [{ field: fieldPointer(field), code: 'hungarianBankAccountOnly' }];
  const listPath = stringParam(params, 'countries');
  const list = settingAtPath(ctx.settings, listPath);
  if (!list.found) throw new Error(`Unknown setting "${listPath}"`);
  const allowed = Array.isArray(list.value) ? list.value : [];
  if (allowed.length > 0 && !allowed.includes(country)) return [{ field: fieldPointer(field), code: 'ibanCountry', params: { country } }];
  return [];
};
