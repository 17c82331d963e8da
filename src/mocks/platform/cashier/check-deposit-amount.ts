import type { DepositMethod } from '../../../api/endpoints/cashier';
import { compareDecimalStrings } from '../../../engine/runtime-inputs/shape-checks';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { twoDecimals } from './two-decimals';

const AMOUNT = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/;

/**
 * The platform's check of a deposit's currency and amount against the method (spec 2 §5): a
 * supported currency, a decimal amount (kept with two decimals), above the method's maximum → 311,
 * below its minimum → 196 `amountBelowMinimum`.
 */
export function checkDepositAmount(method: DepositMethod, body: Record<string, unknown>): { amount: string; currency: string } | { failure: PlatformFailure } {
  const currency = typeof body.currency === 'string' ? body.currency : '';
  if (!Object.hasOwn(method.supportCurrencies, currency)) return { failure: platformFailure(196, { fields: [{ field: 'currency', code: 'oneOf' }] }) };
  const amount = typeof body.amount === 'string' && AMOUNT.test(body.amount) ? twoDecimals(body.amount) : undefined;
  if (amount === undefined) return { failure: platformFailure(196, { fields: [{ field: 'amount', code: 'number' }] }) };
  const max = method.maxAmount[currency] ?? '0';
  if (compareDecimalStrings(amount, max) > 0) return { failure: platformFailure(311, { maxAmount: max, currency }) };
  if (compareDecimalStrings(amount, method.minAmount[currency] ?? '0') < 0) {
    return { failure: platformFailure(196, { fields: [{ field: 'amount', code: 'amountBelowMinimum' }] }) };
  }
  return { amount, currency };
}
