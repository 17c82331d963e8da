import type { Format } from './format';
import { phone } from './phone';

/** A valid phone number with the Lithuanian country code, the only one Mobile-ID identification accepts (spec 1 §3, §9). */
export const ltPhone: Format = (value) => value.startsWith('+370') && phone(value);
