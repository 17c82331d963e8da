import { isValidBIC, isValidIBAN } from 'ibantools';
import type { WithdrawalMethod, WithdrawalSubmitResult } from '../../../api/endpoints/withdrawal';
import type { MarketId } from '../../../engine/market';
import { compareDecimalStrings } from '../../../engine/runtime-inputs/shape-checks';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { randomToken } from '../../db/random-token';
import { twoDecimals } from './two-decimals';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { withdrawalDetailsOf } from './withdrawal-details-of';
import { withdrawalErrorOf } from './withdrawal-outcome';

/** How long the slow answer takes (amount 108). */
const SLOW_ANSWER_MS = 3000;
const AMOUNT = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/;
/** spec 2 §9: method 12201 pays whole amounts only */
const WHOLE_AMOUNT_METHOD = 12201;

function fieldError(field: string, code: string): { failure: PlatformFailure } {
  return { failure: platformFailure(196, { fields: [{ field, code }] }) };
}

/** The platform's own check of a method's `fields` for a new account: required ones present, a list value one of its list, digits digits. */
function serverFieldIssues(fields: WithdrawalMethod['fields'], body: Record<string, unknown>): { field: string; code: string }[] {
  return fields.flatMap((field) => {
    const value = typeof body[field.field] === 'string' ? (body[field.field] as string).trim() : '';
    if (value === '') return field.optional === true || (field.defaultValue ?? '') !== '' ? [] : [{ field: field.field, code: 'required' }];
    const list = (field.dataList ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.value));
    if (list.length > 0 && !list.includes(value)) return [{ field: field.field, code: 'oneOf' }];
    if (field.fieldType === 'digits' && !/^[0-9]{1,64}$/.test(value)) return [{ field: field.field, code: 'number' }];
    return [];
  });
}

/**
 * The platform side of the withdraw call (spec 2 §3, §7): the method must be offered, the currency
 * supported, the amount a decimal (whole for 12201) within the method's range and not above the
 * cash balance, a stored payout usable or the method's new-account fields valid (its server
 * `fields` for a method such as 777002), the password right
 * when the platform asks for it. The whole amount picks an error of spec 2 §8
 * (withdrawal-outcome.ts); 284 is skipped for a verified IBAN. Else the withdrawal is taken and
 * its form goes to the provider's page in the redirect frame.
 */
export function submitWithdrawal(
  db: MockDb,
  player: MockPlayer,
  market: MarketId,
  body: Record<string, unknown>,
  context: { idempotencyKey: string; providerOrigin: string; siteOrigin: string },
): { data: WithdrawalSubmitResult; delayMs?: number } | { failure: PlatformFailure } {
  const details = withdrawalDetailsOf(db, player, market);
  const method = details.methods.find((candidate) => candidate.method === body.method);
  if (!method) return fieldError('method', 'oneOf');
  const currency = typeof body.currency === 'string' ? body.currency : '';
  if (!Object.hasOwn(method.supportCurrencies, currency)) return fieldError('currency', 'oneOf');
  const raw = typeof body.amount === 'string' && AMOUNT.test(body.amount) ? body.amount : undefined;
  if (raw === undefined) return fieldError('amount', 'number');
  if (method.method === WHOLE_AMOUNT_METHOD && raw.includes('.') && !/\.0{1,2}$/.test(raw)) return fieldError('amount', 'wholeNumber');
  const amount = twoDecimals(raw);
  if (compareDecimalStrings(amount, method.minAmount[currency] ?? '0') < 0) return fieldError('amount', 'amountBelowMinimum');
  if (compareDecimalStrings(amount, method.maxAmount[currency] ?? '0') > 0) return fieldError('amount', 'amountAboveMaximum');
  if (currency === details.walletCurrency && compareDecimalStrings(amount, details.cashBalance) > 0) return fieldError('amount', 'amountAboveMaximum');
  const stored = typeof body.storedPayoutReference === 'number' ? body.storedPayoutReference : -1;
  if (stored !== -1) {
    const account = method.stored.find((candidate) => candidate.storedDetailReference === stored);
    if (!account || account.blocked !== 'none') return fieldError('storedPayoutReference', 'oneOf');
  } else if (method.method === WHOLE_AMOUNT_METHOD) {
    if (typeof body.iban !== 'string' || !isValidIBAN(body.iban)) return fieldError('iban', 'iban');
    if (typeof body.bic !== 'string' || !isValidBIC(body.bic)) return fieldError('bic', 'bic');
  } else {
    const issues = serverFieldIssues(method.fields, body);
    if (issues.length > 0) return { failure: platformFailure(196, { fields: issues }) };
  }
  if (details.askPassword && player.password !== '') {
    if (body.password !== player.password) return { failure: platformFailure(265) };
  }
  const error = withdrawalErrorOf(amount);
  if (error && !(error.code === 284 && details.ibanVerificationStatus === 'verified')) {
    return { failure: platformFailure(error.code, error.details) };
  }
  db.state.withdrawals ??= {};
  const existing = Object.values(db.state.withdrawals).find((withdrawal) => withdrawal.idempotencyKey === context.idempotencyKey);
  const withdrawal = existing ?? {
    reference: randomToken('wd', 8),
    playerId: player.id,
    idempotencyKey: context.idempotencyKey,
    method: method.method,
    amount,
    currency,
    storedPayoutReference: stored,
    confirmed: false,
    createdAt: db.now().toISOString(),
  };
  db.state.withdrawals[withdrawal.reference] = withdrawal;
  const query = `reference=${encodeURIComponent(withdrawal.reference)}&amount=${encodeURIComponent(amount)}&currency=${currency}&returnOrigin=${encodeURIComponent(context.siteOrigin)}&mode=frame&kind=withdrawal`;
  return {
    // whole amount 108: the answer comes after 3 s (time to reload the page while the withdraw call is under way)
    ...(amount === '108.00' ? { delayMs: SLOW_ANSWER_MS } : {}),
    data: {
      redirectUrl: `${context.providerOrigin}/payment.html?${query}`,
      formTarget: 'withdrawal-frame',
      formMethod: 'POST',
      params: [
        { name: 'reference', value: withdrawal.reference },
        { name: 'amount', value: amount },
      ],
      reference: withdrawal.reference,
    },
  };
}
