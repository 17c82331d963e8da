import { decimalCents } from '../money/decimal-cents';
import { CYCLIC_PERIODS, type LimitPeriod } from './limit-kinds';

export const DEPOSIT_LIMIT_CONFIRMATION_TYPES = ['lowLimit1', 'lowLimit2', 'high', 'biggestLimit1', 'biggestLimit2'] as const;
export type DepositLimitConfirmationType = (typeof DEPOSIT_LIMIT_CONFIRMATION_TYPES)[number];

/** What the confirmation of the cumulative deposit-limit form reads of one period (a subset of the platform's limit). */
export interface DepositLimitPeriodState {
  amount: string | null;
  usedAmount: string;
  newAmount: string | null;
  /** the platform's high limit for the period (deposit limits carry highAmount) */
  highAmount?: string | null;
}

export interface DepositLimitConfirmation {
  type: DepositLimitConfirmationType;
  /** the period the message compares with (biggestLimit1/2), else the period being set */
  period: LimitPeriod;
  /** decimal strings the message shows */
  amount: string;
  other: string;
}

type CyclicPeriod = (typeof CYCLIC_PERIODS)[number];

/**
 * The confirmation popups of the cumulative deposit-limit form (spec 3 §2 "Deposit-limit form"),
 * in the order they are shown, for setting `period` to `amountText` over the deposit limits in
 * force. Amounts are compared in whole cents, never as floats. Empty when the change needs no
 * confirmation (or the amount is not an amount: the form's validation speaks then).
 * - lowLimit1: the player has already deposited the new limit or more in the period (pending
 *   deposits exceed it): no deposit is possible until the period renews.
 * - lowLimit2: the lower limit applies at once and cancels the pending increase of the period
 *   (the platform's WillRemoveNewAmount).
 * - high: the amount reaches the platform's high limit for the period.
 * - biggestLimit1: the amount is bigger than the limit of a longer period, which still caps deposits.
 * - biggestLimit2: the amount is smaller than the limit of a shorter period, whose limit no longer matters.
 */
export function depositLimitConfirmations(
  period: CyclicPeriod,
  amountText: string,
  limits: Partial<Record<LimitPeriod, DepositLimitPeriodState>>,
): DepositLimitConfirmation[] {
  const amount = decimalCents(amountText);
  if (amount === null) return [];
  const shown = amountText.trim().replace(',', '.');
  const own = limits[period];
  const cents = (text: string | null | undefined) => (text == null ? null : decimalCents(text));
  const found: DepositLimitConfirmation[] = [];
  const used = cents(own?.usedAmount);
  if (used !== null && used > 0 && used >= amount) found.push({ type: 'lowLimit1', period, amount: shown, other: own?.usedAmount ?? '' });
  const pending = cents(own?.newAmount);
  if (pending !== null && own?.newAmount != null && amount < pending) found.push({ type: 'lowLimit2', period, amount: shown, other: own.newAmount });
  const high = cents(own?.highAmount);
  if (high !== null && own?.highAmount != null && amount >= high) found.push({ type: 'high', period, amount: shown, other: own.highAmount });
  const index = CYCLIC_PERIODS.indexOf(period);
  for (const longer of CYCLIC_PERIODS.slice(index + 1)) {
    const limit = limits[longer]?.amount;
    const limitCents = cents(limit);
    if (limit != null && limitCents !== null && amount > limitCents) {
      found.push({ type: 'biggestLimit1', period: longer, amount: shown, other: limit });
      break;
    }
  }
  for (const shorter of CYCLIC_PERIODS.slice(0, index).reverse()) {
    const limit = limits[shorter]?.amount;
    const limitCents = cents(limit);
    if (limit != null && limitCents !== null && amount < limitCents) {
      found.push({ type: 'biggestLimit2', period: shorter, amount: shown, other: limit });
      break;
    }
  }
  return found;
}
