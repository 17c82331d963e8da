import { isValidIBAN } from 'ibantools';
import type { Format } from './format';

/** An IBAN in electronic format (no spaces, upper case); widgets normalise what the player types. */
export const iban: Format = (value) => isValidIBAN(value);
