import { parseRomanianNationalId } from '../parse-romanian-national-id';
import type { Format } from './format';

/** Romanian personal numeric code (CNP): structure, county, birth date and checksum. */
export const roNationalId: Format = (value) => parseRomanianNationalId(value) !== undefined;
