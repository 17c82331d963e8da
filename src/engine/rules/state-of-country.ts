import { fieldPointer } from '../field-pointer';
import { isBlank } from './is-blank';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

/** When the chosen country has states in fe.countryStates, the state must be one of them → oneOf. */
export const stateOfCountry: Rule = (data, params, ctx) => {
  const field = stringParam(params, 'field');
  const value = data[field];
  const country = data[stringParam(params, 'country')];
  if (isBlank(value) || typeof country !== 'string') return [];
  const countryStates = ctx.settings.fe.countryStates;
  // own entries only: a posted country "constructor" or "hasOwnProperty" is no key of the settings (fuzz stage)
  const states = countryStates && Object.hasOwn(countryStates, country) ? countryStates[country] : undefined;
  if (!Array.isArray(states) || states.length === 0 || states.includes(String(value))) return [];
  return [{ field: fieldPointer(field), code: 'oneOf' }];
};
