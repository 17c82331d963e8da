import { fieldPointer } from '../field-pointer';
import { decimalCents } from '../money/decimal-cents';
import { runtimeInput } from '../runtime-inputs/check-runtime-inputs';
import type { LimitEditorPeriodName } from '../runtime-inputs/runtime-input-types';
import type { ValidationIssue } from '../validation-issue';
import type { Rule } from './rule';

const PERIODS: readonly LimitEditorPeriodName[] = ['daily', 'weekly', 'monthly', 'permanent'];

function centsOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value * 100;
  return typeof value === 'string' && value.trim() !== '' ? decimalCents(value) : null;
}

/**
 * The limit editor's amounts (spec 3 §5 "Limit editor", runtime input `limitEditor`): each
 * within its period's minimum and maximum; with `atLeastOne`, one of daily, weekly and monthly
 * filled (atLeastOneLimit); and in order — weekly not less than daily, monthly not less than
 * weekly (or daily), daily not more than weekly, weekly not more than monthly. Compared as whole
 * cents, never floats; text that is no amount is left to the schema's pattern.
 */
export const limitAmounts: Rule = (data, params, ctx) => {
  const editor = runtimeInput(ctx.inputs, 'limitEditor', 'limitAmounts');
  const issues: ValidationIssue[] = [];
  const cents: Partial<Record<LimitEditorPeriodName, number>> = {};
  for (const period of PERIODS) {
    if (!Object.hasOwn(data, period) && editor.periods[period] === undefined) continue;
    const value = centsOf(data[period]);
    if (value === null) continue;
    cents[period] = value;
    const range = editor.periods[period];
    if (!range) continue;
    const min = decimalCents(range.minAmount);
    const max = decimalCents(range.maxAmount);
    if (min !== null && value < min) issues.push({ field: fieldPointer(period), code: 'minimum', params: { limit: range.minAmount } });
    else if (max !== null && value > max) issues.push({ field: fieldPointer(period), code: 'maximum', params: { limit: range.maxAmount } });
  }
  const { daily, weekly, monthly } = cents;
  if (params.atLeastOne === true && daily === undefined && weekly === undefined && monthly === undefined) {
    issues.push({ field: fieldPointer('daily'), code: 'atLeastOneLimit' });
  }
  if (daily !== undefined && weekly !== undefined && daily > weekly) {
    issues.push({ field: fieldPointer('daily'), code: 'notMoreThanWeekly' });
    issues.push({ field: fieldPointer('weekly'), code: 'notLessThanDaily' });
  }
  if (weekly !== undefined && monthly !== undefined && weekly > monthly) {
    issues.push({ field: fieldPointer('weekly'), code: 'notMoreThanMonthly' });
    issues.push({ field: fieldPointer('monthly'), code: 'notLessThanWeekly' });
  } else if (weekly === undefined && daily !== undefined && monthly !== undefined && daily > monthly) {
    issues.push({ field: fieldPointer('monthly'), code: 'notLessThanDaily' });
  }
  return issues;
};
