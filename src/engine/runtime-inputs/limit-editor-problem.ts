import { isLimitPeriod, isLimitType } from '../limits/limit-kinds';
import { isDecimalString, type ShapeCheck } from './shape-checks';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const PERIOD_AMOUNTS = ['amount', 'availableAmount', 'newAmount'] as const;
const PERIOD_FLAGS = ['autoRenew', 'increasingRequiresConfirmation', 'removalRequiresConfirmation', 'removalToBeConfirmed', 'removeDisabled'] as const;

/**
 * The limit editor's input: { type, unit, currency, periods: { daily: { amount, newAmount,
 * amountEffectiveTime, … } }, choices?, readOnly, removalPermitted, busy, command }.
 */
export const limitEditorProblem: ShapeCheck = (value) => {
  if (!isRecord(value)) return 'the value must be an object';
  if (!isLimitType(value.type)) return 'type must be a limit type (deposit, session, loss, wager, maxBalance, netDeposit)';
  if (value.unit !== 'money' && value.unit !== 'minutes') return 'unit must be "money" or "minutes"';
  if (typeof value.currency !== 'string') return 'currency must be a string';
  if (typeof value.command !== 'function') return 'command must be a function (period, command) => void';
  for (const flag of ['readOnly', 'removalPermitted', 'busy'] as const) {
    if (typeof value[flag] !== 'boolean') return `${flag} must be a boolean`;
  }
  if (!isRecord(value.periods)) return 'periods must be an object keyed by period';
  for (const [period, data] of Object.entries(value.periods)) {
    if (!isLimitPeriod(period)) return `periods key "${period}" must be daily, weekly, monthly or permanent`;
    if (!isRecord(data)) return `periods.${period} must be an object`;
    for (const key of PERIOD_AMOUNTS) {
      if (data[key] !== null && !isDecimalString(data[key])) return `periods.${period}.${key} must be a decimal string or null`;
    }
    for (const key of ['minAmount', 'maxAmount'] as const) {
      if (!isDecimalString(data[key])) return `periods.${period}.${key} must be a decimal string`;
    }
    for (const key of PERIOD_FLAGS) {
      if (typeof data[key] !== 'boolean') return `periods.${period}.${key} must be a boolean`;
    }
  }
  if (value.choices !== undefined && !isRecord(value.choices)) return 'choices must be an object keyed by period';
  return undefined;
};
