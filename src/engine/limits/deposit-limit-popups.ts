import { isJsonObject } from '../is-json-object';
import { decimalCents } from '../money/decimal-cents';
import { DEPOSIT_LIMIT_CONFIRMATION_TYPES, type DepositLimitConfirmationType } from './deposit-limit-confirmations';
import { CYCLIC_PERIODS } from './limit-kinds';

type CyclicPeriod = (typeof CYCLIC_PERIODS)[number];

/**
 * Which confirmation popups the cumulative deposit-limit form shows and from which amount a
 * deposit limit is "high" (settings `fe.depositLimitConfirmations`, with a `$comment` naming the
 * rule): compliance staff decide them per market; when each popup applies is
 * depositLimitConfirmations (spec 3 §2 "Deposit-limit form"). The mock platform serves
 * `highAmount` per period from the same data.
 */
export interface DepositLimitPopups {
  popups: readonly DepositLimitConfirmationType[];
  /** decimal strings in the wallet currency, per period */
  highAmount: Readonly<Record<CyclicPeriod, string>>;
}

export const DEFAULT_DEPOSIT_LIMIT_POPUPS: DepositLimitPopups = {
  popups: DEPOSIT_LIMIT_CONFIRMATION_TYPES,
  highAmount: { daily: '1000.00', weekly: '5000.00', monthly: '10000.00' },
};

/** What is wrong with a served `fe.depositLimitConfirmations`, or undefined when it is well formed. */
export function depositLimitPopupsProblem(value: unknown): string | undefined {
  if (!isJsonObject(value)) return 'must be an object with popups and highAmount';
  const { popups, highAmount } = value;
  if (!Array.isArray(popups) || popups.some((popup) => !(DEPOSIT_LIMIT_CONFIRMATION_TYPES as readonly unknown[]).includes(popup)))
    return `popups must list only ${DEPOSIT_LIMIT_CONFIRMATION_TYPES.join(', ')}`;
  if (!isJsonObject(highAmount)) return 'highAmount must give daily, weekly and monthly amounts';
  const cents = CYCLIC_PERIODS.map((period) => (typeof highAmount[period] === 'string' ? decimalCents(highAmount[period]) : null));
  if (cents.some((amount) => amount === null || amount <= 0)) return 'highAmount must give daily, weekly and monthly amounts above 0 with at most 2 decimals';
  const [daily, weekly, monthly] = cents as [number, number, number];
  if (daily > weekly || weekly > monthly) return 'highAmount must not be more for a shorter period than for a longer one';
  return undefined;
}

/** The served setting; a missing or malformed one is the default (every popup, the platform's usual amounts). */
export function depositLimitPopupsOf(value: unknown): DepositLimitPopups {
  if (depositLimitPopupsProblem(value) !== undefined) return DEFAULT_DEPOSIT_LIMIT_POPUPS;
  const settings = value as { popups: DepositLimitConfirmationType[]; highAmount: Record<CyclicPeriod, string> };
  return { popups: settings.popups, highAmount: { daily: settings.highAmount.daily, weekly: settings.highAmount.weekly, monthly: settings.highAmount.monthly } };
}
