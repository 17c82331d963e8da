import { isExists } from 'date-fns';
import type { Format } from './format';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (rejects 2023-02-29, 2024-13-01). */
export const date: Format = (value) => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  return isExists(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
};
