import type { DepositStatus } from '../../../api/endpoints/cashier';
import { addDecimals } from '../../db/add-decimals';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';

/**
 * depositStatus: the first call for a deposit answers pending, later calls its final status; a
 * deposit with `settlesAt` (QA cents .14) answers pending until the platform's clock reaches it (a
 * deposit that stays pending stays pending; limitRequire comes with it). `ok` credits the wallet
 * once. An unknown reference or another player's deposit → 101.
 */
export function depositStatusOf(db: MockDb, player: MockPlayer, reference: string): { data: DepositStatus } | { failure: PlatformFailure } {
  const deposit = db.state.deposits?.[reference];
  if (!deposit || deposit.playerId !== player.id) return { failure: platformFailure(101) };
  deposit.statusCalls += 1;
  // a deposit that settles at a time answers pending until the platform's clock reaches it; the others move per call
  const status = deposit.settlesAt !== undefined ? (db.now().getTime() < Date.parse(deposit.settlesAt) ? 'pending' : deposit.finalStatus) : deposit.statusCalls === 1 ? 'pending' : deposit.finalStatus;
  if (status === 'ok' && !deposit.credited) {
    const wallet = db.walletOf(player);
    wallet.cash = addDecimals(wallet.cash, deposit.amount);
    deposit.credited = true;
  }
  return {
    data: {
      status,
      reference,
      amount: deposit.amount,
      currency: deposit.currency,
      ...(status === 'pending' && deposit.limitRequire ? { limitRequire: true } : {}),
    },
  };
}
