import type { ApiError } from '../api-error';

export type BlockedAction = 'gameplay' | 'deposit' | 'withdrawal';

/**
 * The action the operator blocked (235, 260, 261): named by `errorDetails.actionType` when the
 * platform sends it, else derived from the refused call (spec 3 §7: /api/game…,
 * /api/payment/methods for deposits, /api/payment/initWithdraw for withdrawals).
 */
export function blockedAction(error: ApiError): BlockedAction | undefined {
  const declared = normalise(error.errorDetails?.actionType);
  if (declared.includes('game') || declared.includes('play')) return 'gameplay';
  if (declared.includes('deposit')) return 'deposit';
  if (declared.includes('withdraw')) return 'withdrawal';
  const path = normalise(error.path);
  if (path.includes('withdraw')) return 'withdrawal';
  if (path.includes('deposit') || path.includes('/payment/methods')) return 'deposit';
  if (path.includes('/game')) return 'gameplay';
  return undefined;
}

function normalise(value: unknown): string {
  return typeof value === 'string' ? value.toLowerCase() : '';
}
