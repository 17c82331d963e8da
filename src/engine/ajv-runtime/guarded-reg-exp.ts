/**
 * The only way generated validators run a JSON Schema `pattern` (gen rewrites ajv's
 * `new RegExp(pattern, flags)` into this, with the largest `maxLength` written beside that
 * pattern in the schema). ajv runs with `allErrors`, so it would run a pattern even after
 * `maxLength` failed; here a value longer than `maxLength` code points (the unit ajv's
 * maxLength counts) is not matched at all. `test` answers true for it: the `maxLength` beside
 * the pattern already fails the same schema object, so the verdict is unchanged and the
 * player sees one error (too long), not two.
 */
export interface GuardedRegExp {
  readonly source: string;
  readonly flags: string;
  test(value: string): boolean;
}

/** True when `value` has more than `limit` code points; stops counting as soon as it knows. */
export function longerThan(value: string, limit: number): boolean {
  if (value.length <= limit) return false;
  if (value.length > 2 * limit) return true;
  let count = 0;
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < value.length) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
    }
    count += 1;
    if (count > limit) return true;
  }
  return false;
}

export function guardedRegExp(pattern: string, flags: string, maxLength: number): GuardedRegExp {
  if (!Number.isInteger(maxLength) || maxLength < 0) throw new Error(`guardedRegExp: pattern ${JSON.stringify(pattern)} needs a maxLength, got ${String(maxLength)}`);
  const regExp = new RegExp(pattern, flags);
  return {
    source: regExp.source,
    flags: regExp.flags,
    test(value: string): boolean {
      if (longerThan(value, maxLength)) return true;
      regExp.lastIndex = 0;
      return regExp.test(value);
    },
  };
}
