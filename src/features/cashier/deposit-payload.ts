import type { DepositSubmitPayload } from '../../api/endpoints/cashier';
import type { DerivedMethodField } from '../../engine/cashier/derive-server-method-fields';

/** spec 2 §5: the amount is sent with two decimals ("50" → "50.00"), as a string. */
export function withTwoDecimals(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * The fields every deposit shares (the base form's, and `visitor`, which the flow sets for a visitor's pay-and-play
 * deposit and the platform never receives); everything else is the method's own.
 */
export const SHARED_DEPOSIT_FIELDS: ReadonlySet<string> = new Set(['method', 'amount', 'currency', 'campaignId', 'promoCode', 'storedDetailReference', 'visitor']);

/**
 * The deposit submit payload (spec 2 §3) from the form's data, the chosen method and currency
 * and the derived fields' values: campaignId -1 none / 0 code (then `code`, trimmed), the stored
 * card or account chosen (-1: a new one), the method's own fields flat beside them.
 */
export function depositPayload(input: {
  data: Record<string, unknown>;
  method: number;
  currency: string;
  bonusNone: boolean;
  derivedFields: readonly DerivedMethodField[];
  derivedValues: Readonly<Record<string, string>>;
}): DepositSubmitPayload {
  const { data } = input;
  const campaignId = input.bonusNone ? -1 : typeof data.campaignId === 'number' ? data.campaignId : -1;
  const code = campaignId === 0 && typeof data.promoCode === 'string' ? data.promoCode.trim() : undefined;
  const own: Record<string, unknown> = Object.fromEntries(Object.entries(data).filter(([name, value]) => !SHARED_DEPOSIT_FIELDS.has(name) && value !== undefined));
  const derived: Record<string, string> = {};
  for (const field of input.derivedFields) {
    const value = (input.derivedValues[field.name] ?? field.defaultValue ?? '').trim();
    if (value !== '') derived[field.name] = value;
  }
  return {
    ...own,
    ...derived,
    method: input.method,
    amount: withTwoDecimals(typeof data.amount === 'string' ? data.amount : '0'),
    currency: input.currency,
    campaignId,
    ...(code !== undefined ? { code } : {}),
    storedDetailReference: typeof data.storedDetailReference === 'number' && Number.isInteger(data.storedDetailReference) ? data.storedDetailReference : -1,
  };
}
