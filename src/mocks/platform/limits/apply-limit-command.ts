import type { LimitAmountChange } from '../../../api/endpoints';
import { changeEffectiveTime } from '../../../engine/limits/change-effective-time';
import { limitLapseTime } from '../../../engine/limits/limit-lapse-time';
import { periodEnd } from '../../../engine/limits/period-end';
import { decimalCents } from '../../../engine/money/decimal-cents';
import type { LimitPeriod, LimitType } from '../../../engine/limits/limit-kinds';
import { limitChangeRule, type LimitChangeRule, type LimitRegime } from '../../../engine/limits/limit-regime';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { limitRange, PERIODS_OF_TYPE } from './limit-ranges';
import type { PlayerLimitBook, StoredLimitPeriod } from './player-limit-book';

export type LimitCommand =
  | { kind: 'set'; type: LimitType; periods: Partial<Record<LimitPeriod, LimitAmountChange>> }
  | { kind: 'remove' | 'undoRemove' | 'undoIncrease' | 'confirmIncrease' | 'confirmRemoval'; type: LimitType; period: LimitPeriod };

const SESSION_MINUTES = /^\d{1,6}$/;

function emptyRecord(type: LimitType): StoredLimitPeriod {
  return { amount: null, newAmount: null, amountEffectiveTime: null, autoRenew: false, removalEffectiveTime: null, usedAmount: type === 'session' ? '0' : '0.00', periodEndTime: null, expiresAt: null };
}

/**
 * The auto-renew flag asked for: a mandatory period (Sweden's deposit limits) always renews;
 * switching renewal on applies at once, switching it off schedules the lapse (limitLapseTime:
 * at the period end for a new limit, after the regime's delay for one that was renewing).
 */
function applyAutoRenew(record: StoredLimitPeriod, rule: LimitChangeRule, period: LimitPeriod, now: Date, wanted: boolean, mandatory: boolean, isNew: boolean): void {
  const renew = mandatory || period === 'permanent' || wanted;
  if (renew) {
    record.autoRenew = true;
    record.expiresAt = null;
    record.renewalStopping = false;
    return;
  }
  const wasRenewing = !isNew && record.autoRenew;
  record.autoRenew = false;
  if (isNew || wasRenewing || record.expiresAt == null) {
    record.expiresAt = limitLapseTime(rule, period, now, wasRenewing)?.toISOString() ?? null;
    record.renewalStopping = wasRenewing && record.expiresAt !== null;
  }
}

/** The amount as the platform stores it (2 decimals for money, whole minutes for sessions), or a field issue. */
function normalised(type: LimitType, period: LimitPeriod, amount: string): { value: string } | { code: string; params?: Record<string, string> } {
  const range = limitRange(type, period);
  const text = amount.trim().replace(',', '.');
  if (type === 'session' && !SESSION_MINUTES.test(text)) return { code: 'wholeNumber' };
  const cents = decimalCents(text);
  if (cents === null) return { code: 'decimals' };
  if (cents < (decimalCents(range.min) ?? 0)) return { code: 'minimum', params: { limit: range.min } };
  if (cents > (decimalCents(range.max) ?? 0)) return { code: 'maximum', params: { limit: range.max } };
  return { value: type === 'session' ? String(cents / 100) : `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}` };
}

function setLimits(book: PlayerLimitBook, regime: LimitRegime, now: Date, type: LimitType, periods: Partial<Record<LimitPeriod, LimitAmountChange>>): PlatformFailure | undefined {
  const rule = limitChangeRule(regime, type);
  const allowed = PERIODS_OF_TYPE[type];
  const fields: { field: string; code: string; params?: Record<string, string> }[] = [];
  const changes: [LimitPeriod, string | null, boolean][] = [];
  for (const [period, change] of Object.entries(periods) as [LimitPeriod, LimitAmountChange][]) {
    if (!allowed.includes(period)) {
      fields.push({ field: period, code: 'invalid' });
      continue;
    }
    const amount = change.amount === null || change.amount.trim() === '' ? null : normalised(type, period, change.amount);
    const contactAbove = regime.contactAbove?.[type];
    if (amount !== null && 'code' in amount) fields.push({ field: period, ...amount });
    else if (amount !== null && contactAbove !== undefined && (decimalCents(amount.value) ?? 0) > (decimalCents(contactAbove) ?? 0))
      // the Dutch-limit rule: a higher amount is agreed with the operator (limitContactPointUrl), never set here
      fields.push({ field: period, code: 'aboveContactThreshold', params: { limit: contactAbove } });
    else changes.push([period, amount?.value ?? null, change.autoRenew === true]);
  }
  const current = book[type] ?? {};
  // a mandatory period (Sweden's deposit limits) must end up set
  for (const period of regime.mandatoryPeriods?.[type] ?? []) {
    const given = changes.find(([name]) => name === period);
    if ((given === undefined || given[1] === null) && current[period]?.amount == null) fields.push({ field: period, code: 'required' });
  }
  if (fields.length > 0) return platformFailure(196, { fields });
  const periodsBook = (book[type] ??= {});
  for (const [period, amount, autoRenew] of changes) {
    const record = (periodsBook[period] ??= emptyRecord(type));
    const isNew = record.amount === null;
    if (isNew && amount === null) continue;
    const mandatory = regime.mandatoryPeriods?.[type]?.includes(period) === true;
    applyAutoRenew(record, rule, period, now, autoRenew, mandatory, isNew);
    if (isNew) record.periodEndTime = periodEnd(period, now)?.toISOString() ?? null;
    if (amount === null) continue;
    const before = record.amount === null ? null : decimalCents(record.amount);
    const after = decimalCents(amount) ?? 0;
    if (before === null || (after < before && rule.decreaseImmediate)) {
      // a first limit, and a lower one, apply at once and cancel what was pending
      record.amount = amount;
      record.newAmount = null;
      record.amountEffectiveTime = null;
      record.removalEffectiveTime = null;
    } else if (after !== before) {
      record.newAmount = amount;
      record.amountEffectiveTime = changeEffectiveTime(rule, period, now).toISOString();
    }
  }
  return undefined;
}

/**
 * One limit call of the simulated platform (spec 3 §4 "Limit change"): set (first and lower
 * limits at once, higher ones pending until the regime's effective time), remove (pending the
 * same way; refused for a mandatory period with failedRemoveLimit), undo a pending increase or
 * removal, confirm one whose time has come. Returns the failure to answer, if any.
 */
export function applyLimitCommand(book: PlayerLimitBook, regime: LimitRegime, now: Date, command: LimitCommand): PlatformFailure | undefined {
  if (command.kind === 'set') return setLimits(book, regime, now, command.type, command.periods);
  const { type, period } = command;
  const rule = limitChangeRule(regime, type);
  const record = book[type]?.[period];
  switch (command.kind) {
    case 'remove':
      if (!record || record.amount === null || regime.mandatoryPeriods?.[type]?.includes(period)) return platformFailure('failedRemoveLimit');
      record.newAmount = null;
      record.amountEffectiveTime = null;
      record.removalEffectiveTime = changeEffectiveTime(rule, period, now).toISOString();
      return undefined;
    case 'undoRemove':
      if (!record || record.removalEffectiveTime === null) return platformFailure(422);
      record.removalEffectiveTime = null;
      return undefined;
    case 'undoIncrease':
      if (!record || record.newAmount === null) return platformFailure(422);
      record.newAmount = null;
      record.amountEffectiveTime = null;
      return undefined;
    case 'confirmIncrease':
      if (!record || record.newAmount === null || record.amountEffectiveTime === null || Date.parse(record.amountEffectiveTime) > now.getTime()) return platformFailure(422);
      record.amount = record.newAmount;
      record.newAmount = null;
      record.amountEffectiveTime = null;
      return undefined;
    case 'confirmRemoval':
      if (!record || record.removalEffectiveTime === null || Date.parse(record.removalEffectiveTime) > now.getTime()) return platformFailure(422);
      delete book[type]?.[period];
      return undefined;
  }
}
