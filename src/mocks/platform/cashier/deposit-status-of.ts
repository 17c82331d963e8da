import type { DepositStatus } from '../../../api/endpoints/cashier';
import { addDecimals } from '../../db/add-decimals';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';

/**
 * depositStatus: the first call for a deposit answers pending, later calls its final status (a
 * deposit that stays pending stays pending; limitRequire comes with it). `ok` credits the wallet
 * once. An unknown reference or another player's deposit → 101.
 */
export function depositStatusOf(db: MockDb, player: MockPlayer, reference: string): { data: DepositStatus } | { failure: PlatformFailure } {
  const deposit = db.state.deposits?.[reference];
  if (!deposit || deposit.playerId !== player.id) return { failure: platformFailure(101) };
  deposit.statusCalls += 1;
  const status = deposit.statusCalls === 1 ? 'pending' : deposit.finalStatus;
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
