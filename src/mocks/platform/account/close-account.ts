import type { CloseAccountPayload } from '../../../api/endpoints';
import { addDecimals } from '../../db/add-decimals';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';

/** Quick-validation tries before the platform stops accepting the password (265 counts them down). */
const PASSWORD_TRIES = 3;

/**
 * Closing the account (/my/profile-close, spec 3 §8): a wrong password answers 265 with tries left;
 * money still in the wallet answers 263 ("cannot delete account before full withdrawal"); otherwise
 * the account is closed — deleted when deletion was requested, so login answers 112 (closed or
 * deleted) — and the session ends.
 */
export function closeAccount(db: MockDb, player: MockPlayer, body: Partial<CloseAccountPayload>): { data: Record<string, never> } | { failure: PlatformFailure } {
  if (player.password !== '' && body.password !== player.password) {
    player.hackCount += 1;
    return { failure: platformFailure(265, { hackLimit: PASSWORD_TRIES, hackCount: Math.min(player.hackCount, PASSWORD_TRIES) }) };
  }
  const wallet = db.walletOf(player);
  const left = addDecimals(wallet.cash, wallet.promo);
  if (left !== '0.00' && !left.startsWith('-')) return { failure: platformFailure(263) };
  player.status = body.requestDeletion === true ? 'deleted' : 'closed';
  db.endSession();
  return { data: {} };
}
