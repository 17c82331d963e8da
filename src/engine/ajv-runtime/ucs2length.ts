/**
 * String length in Unicode code points, as ajv counts it for minLength/maxLength (a surrogate
 * pair is one). Generated validators import this instead of ajv's CommonJS runtime helper.
 * A counting loop, not `Array.from(value).length`: no array of a 100,000-character value is built
 * for a maxLength check, and a string without high surrogates (most, and every one-byte string,
 * which the regular expression engine rules out at once) is not walked at all.
 */
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

export function ucs2length(value: string): number {
  const length = value.length;
  if (!HIGH_SURROGATE.test(value)) return length;
  let count = 0;
  let position = 0;
  while (position < length) {
    const unit = value.charCodeAt(position);
    position += 1;
    count += 1;
    if (unit >= 0xd800 && unit <= 0xdbff && position < length && (value.charCodeAt(position) & 0xfc00) === 0xdc00) position += 1;
  }
  return count;
}
