/**
 * String length in Unicode code points, as ajv counts it for minLength/maxLength.
 * Generated validators import this instead of ajv's CommonJS runtime helper.
 */
export function ucs2length(value: string): number {
  return Array.from(value).length;
}
