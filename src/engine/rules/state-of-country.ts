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
  const states = ctx.settings.fe.countryStates?.[country];
  if (!states || states.length === 0 || states.includes(String(value))) return [];
  return [{ field: fieldPointer(field), code: 'oneOf' }];
};
