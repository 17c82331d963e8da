import type { LimitType } from '../../engine/limits/limit-kinds';

/** /my/limits/{slug} → the limit type it edits (spec 3 §2: "/my/limits/" is the deposit limits page). */
export const LIMIT_TYPE_SLUGS: Readonly<Record<string, LimitType>> = {
  deposit: 'deposit',
  session: 'session',
  'net-deposit': 'netDeposit',
  loss: 'loss',
  wager: 'wager',
};
