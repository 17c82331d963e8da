import { fieldPointer } from '../field-pointer';
import { date } from '../formats/date';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

/** Which date rule applies (registered as expiryDate, issueDate and futureEndDate). */
export type DocumentDateKind = 'expiry' | 'issue' | 'futureEnd';

/** How far ahead an expiry date may lie (spec 1 §5, §9). */
export const MAX_EXPIRY_YEARS = 50;

type Ymd = readonly [number, number, number];

function compareYmd(a: Ymd, b: Ymd): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * A document date against today (spec 1 §5 "Document files"), by `kind` (content names the rules
 * expiryDate, issueDate and futureEndDate, src/engine/rules/rule-registry.ts):
 * `expiry` — not in the past (`dateInFuture`; today is still valid) and at most 50 years ahead
 * (`expiryTooFar`); `issue` — not in the future (`dateNotInFuture`); `futureEnd` (the PEP
 * position's end date) — strictly after today (`dateInFuture`). "Today" is the UTC date of
 * ctx.now; an empty or malformed value is left to `required` and `format`.
 */
export const documentDate: Rule = (data, params, ctx) => {
  const field = stringParam(params, 'field');
  const kind = stringParam(params, 'kind');
  const value = data[field];
  if (typeof value !== 'string' || !date(value)) return [];
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const given: Ymd = [year, month, day];
  const today: Ymd = [ctx.now.getUTCFullYear(), ctx.now.getUTCMonth() + 1, ctx.now.getUTCDate()];
  const issue = (code: string, extra?: Record<string, string | number>) => [{ field: fieldPointer(field), code, ...(extra ? { params: extra } : {}) }];
  if (kind === 'expiry') {
    if (compareYmd(given, today) < 0) return issue('dateInFuture');
    if (compareYmd(given, [today[0] + MAX_EXPIRY_YEARS, today[1], today[2]]) > 0) return issue('expiryTooFar', { years: MAX_EXPIRY_YEARS });
    return [];
  }
  if (kind === 'issue') return compareYmd(given, today) > 0 ? issue('dateNotInFuture') : [];
  if (kind === 'futureEnd') return compareYmd(given, today) <= 0 ? issue('dateInFuture') : [];
  throw new Error(`documentDate: unknown kind "${kind}" (expiry, issue or futureEnd)`);
};
