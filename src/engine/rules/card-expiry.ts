import { fieldPointer } from '../field-pointer';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

const EXPIRY = /^(0[1-9]|1[0-2])\/([0-9]{2})$/;

/**
 * A card expiry "MM/YY" must not be in the past: a card is valid through the last day of its
 * month, so the current month (UTC date of ctx.now) still passes → expirationDate otherwise.
 * A value of the wrong shape is left to the schema's pattern.
 */
export const cardExpiry: Rule = (data, params, ctx) => {
  const field = stringParam(params, 'field');
  const value = data[field];
  const match = typeof value === 'string' ? EXPIRY.exec(value) : null;
  if (!match) return [];
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const now = ctx.now.getUTCFullYear() * 12 + ctx.now.getUTCMonth() + 1;
  if (year * 12 + month >= now) return [];
  return [{ field: fieldPointer(field), code: 'expirationDate' }];
};
