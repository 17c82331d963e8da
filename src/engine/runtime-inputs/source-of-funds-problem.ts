import type { ShapeCheck } from './shape-checks';

const RANGE = /^(\d{1,12})?:(\d{1,12})?$/;

/** The shape of the `sourceOfFunds` runtime input: string types, "start:end" ranges, a currency code. */
export const sourceOfFundsProblem: ShapeCheck = (value) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'the value must be an object';
  const input = value as Record<string, unknown>;
  if (!Array.isArray(input.types) || input.types.some((type) => typeof type !== 'string')) return 'types must be a list of strings';
  if (!Array.isArray(input.ranges)) return 'ranges must be a list';
  const bad = input.ranges.findIndex((range) => typeof range !== 'string' || !RANGE.test(range) || range === ':');
  if (bad >= 0) return `ranges[${bad}] must be "start:end"`;
  if (typeof input.currency !== 'string' || !/^[A-Z]{3}$/.test(input.currency)) return 'currency must be an ISO 4217 code';
  return undefined;
};
