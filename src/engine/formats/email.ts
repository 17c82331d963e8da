import type { Format } from './format';

// Deliberately the pragmatic "something@domain.tld" shape the platform accepts (spec 1 §5 "standard e-mail pattern"):
// domain labels of 1–63 characters (DNS), a top-level label of 2–63. The same expression is the `pattern` of the
// login and forgot-password forms. The bounded labels keep it linear and let the content check's ReDoS detector
// prove it (an unbounded `(\.[^\s@.]+)*\.[^\s@.]{2,}` is flagged: a label can be read by either quantifier).
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]{1,63}\.)+[^\s@.]{2,63}$/;

export const email: Format = (value) => value.length <= 254 && EMAIL_PATTERN.test(value);
