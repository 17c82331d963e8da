import type { LimitPeriodData, LimitsData } from '../../../api/endpoints';
import { centsDecimal, decimalCents } from '../../../engine/money/decimal-cents';
import { LIMIT_TYPES, type LimitPeriod, type LimitType } from '../../../engine/limits/limit-kinds';
import { limitChangeRule, type LimitRegime } from '../../../engine/limits/limit-regime';
import { DEFAULT_DEPOSIT_LIMIT_POPUPS, type DepositLimitPopups } from '../../../engine/limits/deposit-limit-popups';
import { periodEnd } from '../../../engine/limits/period-end';
import { limitRange, PERIODS_OF_TYPE } from './limit-ranges';
import type { PlayerLimitBook, StoredLimitPeriod } from './player-limit-book';

function available(record: StoredLimitPeriod, type: LimitType): string | null {
  if (record.amount === null) return null;
  const amount = decimalCents(record.amount) ?? 0;
  const used = decimalCents(record.usedAmount) ?? 0;
  const rest = Math.max(0, amount - used);
  return type === 'session' ? String(Math.round(rest / 100)) : centsDecimal(rest);
}

function periodView(type: LimitType, period: LimitPeriod, record: StoredLimitPeriod | undefined, regime: LimitRegime, now: Date, highAmount: DepositLimitPopups['highAmount']): LimitPeriodData {
  const rule = limitChangeRule(regime, type);
  const range = limitRange(type, period);
  const end = periodEnd(period, now);
  const mandatory = regime.mandatoryPeriods?.[type]?.includes(period) === true;
  return {
    amount: record?.amount ?? null,
    availableAmount: record ? available(record, type) : null,
    usedAmount: record?.usedAmount ?? (type === 'session' ? '0' : '0.00'),
    minAmount: range.min,
    maxAmount: range.max,
    newAmount: record?.newAmount ?? null,
    amountEffectiveTime: record?.amountEffectiveTime ?? null,
    endTime: record?.amount != null && end !== null ? (record.periodEndTime ?? end.toISOString()) : null,
    autoRenew: record?.autoRenew ?? false,
    expiresAt: record?.amount != null ? (record.expiresAt ?? null) : null,
    willSetRenew: record?.amount != null && record.expiresAt != null && record.renewalStopping === true,
    willRemoveNewAmount:
      record?.newAmount != null && record.amountEffectiveTime !== null && record.expiresAt != null && Date.parse(record.expiresAt) <= Date.parse(record.amountEffectiveTime),
    increasingRequiresConfirmation: rule.increaseNeedsConfirmation,
    removalRequiresConfirmation: rule.removalNeedsConfirmation,
    removalToBeConfirmed: record?.removalEffectiveTime != null,
    removalEffectiveTime: record?.removalEffectiveTime ?? null,
    removeDisabled: mandatory,
    increasingEffectiveHours: rule.increaseDelayHours,
    ...(type === 'deposit' && period !== 'permanent' ? { highAmount: highAmount[period] } : {}),
  };
}

/**
 * What GET /player/limits answers: every type and its periods, effective times from the regime,
 * deposit limits' highAmount from the served fe.depositLimitConfirmations.
 */
export function limitsView(book: PlayerLimitBook, regime: LimitRegime, now: Date, currency: string, highAmount: DepositLimitPopups['highAmount'] = DEFAULT_DEPOSIT_LIMIT_POPUPS.highAmount): LimitsData {
  const limits: LimitsData['limits'] = {};
  for (const type of LIMIT_TYPES) {
    limits[type] = Object.fromEntries(PERIODS_OF_TYPE[type].map((period) => [period, periodView(type, period, book[type]?.[period], regime, now, highAmount)]));
  }
  return { currency, regime, limits };
}
