import { jsonEqual } from '../json-equal';

/** Deep equality for `const`/`enum` with object values in generated validators (replaces ajv's runtime helper). */
export function equal(a: unknown, b: unknown): boolean {
  return jsonEqual(a, b);
}
