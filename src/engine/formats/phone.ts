import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Format } from './format';

const E164_SHAPE = /^\+[1-9]\d{1,14}$/;

/** "+<country calling code><national number>", digits only, valid for its country per libphonenumber-js. */
export const phone: Format = (value) => E164_SHAPE.test(value) && isValidPhoneNumber(value);
