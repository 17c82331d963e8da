import { fieldPointer } from '../field-pointer';
import { runtimeInput } from '../runtime-inputs/check-runtime-inputs';
import { compareDecimalStrings, isDecimalString } from '../runtime-inputs/shape-checks';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

/**
 * A cashier amount within the method's minimum and maximum for the chosen currency (spec 2 §5,
 * runtime input `amountLimits`): below → amountBelowMinimum, above → amountAboveMaximum (the
 * platform's 311). Compared as decimal strings, never as floats. A value of the wrong shape is
 * left to the schema's pattern; a currency the method has no range for is left to the currency field.
 * Optional params `belowCode` / `aboveCode` name the direction's own messages (the withdrawal form's).
 */
export const amountInRange: Rule = (data, params, ctx) => {
  const field = stringParam(params, 'field');
  const currency = data[stringParam(params, 'currency')];
  const amount = data[field];
  if (typeof amount !== 'string' || !isDecimalString(amount) || typeof currency !== 'string') return [];
  const limits = runtimeInput(ctx.inputs, 'amountLimits', 'amountInRange');
  const range = Object.hasOwn(limits, currency) ? limits[currency] : undefined;
  if (range === undefined) return [];
  if (compareDecimalStrings(amount, range.min) < 0) return [{ field: fieldPointer(field), code: stringParam(params, 'belowCode', 'amountBelowMinimum'), params: { amount: range.min, currency } }];
  if (compareDecimalStrings(amount, range.max) > 0) return [{ field: fieldPointer(field), code: stringParam(params, 'aboveCode', 'amountAboveMaximum'), params: { amount: range.max, currency } }];
  return [];
};
