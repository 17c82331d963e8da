import { readNumber } from './read-number';

/** Attempts left before the account is frozen (107, 109, 265): hackLimit − hackCount. */
export function triesLeft(details: Record<string, unknown> | undefined): number | undefined {
  const limit = readNumber(details?.hackLimit);
  const count = readNumber(details?.hackCount);
  if (limit === undefined || count === undefined) return undefined;
  return Math.max(0, limit - count);
}
