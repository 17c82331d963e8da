export const LIMIT_TYPES = ['daily', 'weekly', 'monthly', 'netDeposit', 'minAmount', 'deposit', 'oneTime', 'fee'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/**
 * The limit named by 117's `paymentLimit` ("DAILY", "Net deposit", "NET_DEPOSIT", "oneTime", …);
 * "fee" means the amount is too small to pay the method's fee.
 */
export function limitType(paymentLimit: unknown): LimitType | undefined {
  if (typeof paymentLimit !== 'string') return undefined;
  const squashed = paymentLimit.toLowerCase().replace(/[^a-z]/g, '');
  return LIMIT_TYPES.find((type) => type.toLowerCase() === squashed);
}
