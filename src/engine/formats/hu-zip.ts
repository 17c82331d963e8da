import type { Format } from './format';

/** Hungarian postal code: 4 digits, not starting with 0 (spec 1 §5, code hungaryZipCode). */
export const huZip: Format = (value) => /^[1-9]\d{3}$/.test(value);
