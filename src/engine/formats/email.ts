import type { Format } from './format';

// Deliberately the pragmatic "something@domain.tld" shape the platform accepts (spec 1 §5 "standard e-mail pattern").
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export const email: Format = (value) => value.length <= 254 && EMAIL.test(value);
