import { fieldPointer } from '../field-pointer';
import { date } from '../formats/date';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

type Ymd = readonly [number, number, number];

function compareYmd(a: Ymd, b: Ymd): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * birthDate must lie between today − playerAgeLimit.max years and today −
 * playerAgeLimit.min years (spec 1 §5). "Today" is the UTC date of ctx.now, so
 * the result does not depend on the machine's time zone. A player whose
 * birthday is today has reached that age.
 */
export const ageRange: Rule = (data, params, ctx) => {
  const field = stringParam(params, 'field');
  const value = data[field];
  if (typeof value !== 'string' || !date(value)) return [];
  const { min = 18, max = 100 } = ctx.settings.fe.playerAgeLimit ?? {};
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const today: Ymd = [ctx.now.getUTCFullYear(), ctx.now.getUTCMonth() + 1, ctx.now.getUTCDate()];
  if (compareYmd([year + min, month, day], today) > 0) {
    return [{ field: fieldPointer(field), code: 'minAge', params: { limit: min } }];
  }
  if (compareYmd([year + max, month, day], today) < 0) {
    return [{ field: fieldPointer(field), code: 'maxAge', params: { limit: max } }];
  }
  return [];
};
