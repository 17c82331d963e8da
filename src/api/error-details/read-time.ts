import { readNumber } from './read-number';

/**
 * A point in time from an ISO string or an epoch number. Epoch values below 10^12 are taken as
 * seconds: the platform sends both (`expireTimestamp` in seconds, `blockEndsTime` in ms).
 */
export function readTime(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const epoch = readNumber(value);
  if (epoch !== undefined) return new Date(epoch < 1e12 ? epoch * 1000 : epoch);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
