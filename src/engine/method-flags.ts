import { isJsonObject } from './is-json-object';
import type { JsonObject } from './json-value';

/** Behaviour flags a payment method (or a method × market overlay) sets per direction. */
export interface MethodFlags {
  /** the amount is a whole number of currency units (spec 2 §5: method 12201 withdrawals) */
  wholeAmount?: boolean;
}

/** The amount field of a whole-amount method: digits only, no decimal part, never a float. */
export const WHOLE_AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,8})$';

/**
 * The schema with what the flags mean applied last (after every overlay), so no overlay can
 * forget it: `wholeAmount` narrows the decimal-string `amount` to whole units.
 */
export function applyMethodFlags(schema: JsonObject, flags: MethodFlags): JsonObject {
  if (!flags.wholeAmount) return schema;
  const properties = isJsonObject(schema.properties) ? schema.properties : undefined;
  const amount = properties && isJsonObject(properties.amount) ? properties.amount : undefined;
  if (!properties || !amount) return schema;
  const errorCode = isJsonObject(amount['x-errorCode']) ? amount['x-errorCode'] : {};
  return {
    ...schema,
    properties: { ...properties, amount: { ...amount, pattern: WHOLE_AMOUNT_PATTERN, 'x-errorCode': { ...errorCode, pattern: 'wholeNumber' } } },
  };
}
