import type { CurrentBonusesData, ForfeitBonusPayload } from '../../../api/endpoints';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';

/** The bonuses the player holds now (/my/current-bonuses): seeded on the player (player@example.com has two). */
export function currentBonusesOf(player: MockPlayer): CurrentBonusesData {
  return { bonuses: [...(player.bonuses ?? [])] };
}

/**
 * Forfeiting a bonus: it leaves the list and the wallet loses what it gave — a money bonus its promo
 * money and its wagering requirement, a free-spin bonus its spins. A bonus already gone answers the
 * list as it is (asking twice changes nothing); a missing id is 102 (incomplete data).
 */
export function forfeitBonus(db: MockDb, player: MockPlayer, body: Partial<ForfeitBonusPayload>): { data: CurrentBonusesData } | { failure: PlatformFailure } {
  if (typeof body.bonusId !== 'string' || body.bonusId === '') return { failure: platformFailure(102, { fields: [{ field: 'bonusId', code: 'required' }] }) };
  const bonus = (player.bonuses ?? []).find((entry) => entry.bonusId === body.bonusId);
  if (bonus) {
    player.bonuses = (player.bonuses ?? []).filter((entry) => entry !== bonus);
    const wallet = db.walletOf(player);
    if (bonus.bonusType === 'freeSpin') wallet.freeSpins = Math.max(0, wallet.freeSpins - (bonus.freeSpins ?? 0));
    else {
      wallet.promo = '0.00';
      wallet.currentTurnover = '0.00';
      wallet.totalTurnover = '0.00';
    }
  }
  return { data: currentBonusesOf(player) };
}
