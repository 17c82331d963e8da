import { isValidBIC } from 'ibantools';
import type { Format } from './format';

export const bic: Format = (value) => isValidBIC(value);
