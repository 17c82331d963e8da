import type { AvailableBonusesData, ClaimBonusData, ClaimBonusPayload } from '../../../api/endpoints';
import { fromCents, toCents } from '../../../engine/money/decimal-cents';
import { addDecimals } from '../../db/add-decimals';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { AVAILABLE_BONUS_CATALOGUE, type AvailableBonusTemplate } from './available-bonus-catalogue';
import { campaignCoolOff } from './campaign-cool-off';
import { coolOffFailure } from './campaign-failure';
import { currentBonusesOf } from './current-bonuses-of';
import { promotionIn } from './promotion-in';

const DAY_MS = 24 * 60 * 60 * 1000;
/** a claimed bonus lasts this long */
const CLAIMED_VALID_DAYS = 30;

function offered(player: MockPlayer): AvailableBonusTemplate[] {
  const ids = player.availableBonuses ?? [];
  return AVAILABLE_BONUS_CATALOGUE.filter((entry) => ids.includes(entry.bonusId));
}

/** The bonuses the player can get now, in the wallet's currency, with the cool-off. */
export function availableBonusesOf(db: MockDb, player: MockPlayer): AvailableBonusesData {
  const now = db.now().getTime();
  return {
    bonuses: offered(player).map((entry) => ({
      bonusId: entry.bonusId,
      how: entry.how,
      expiresAt: new Date(now + entry.validDays * DAY_MS).toISOString(),
      campaign: promotionIn(entry.campaign, player.currency, false),
    })),
    coolOff: campaignCoolOff(player, db.now()),
  };
}

/**
 * Claiming an offer: 404 not offered (any more), 400 an offer given with a deposit, 405 during a
 * cool-off. A promo bonus adds its money to the promo wallet and factor × amount to the wagering
 * requirement; free spins add the spins. The offer leaves the list (and the balance button's count)
 * and becomes a current bonus.
 */
export function claimBonus(db: MockDb, player: MockPlayer, body: Partial<ClaimBonusPayload>): { data: ClaimBonusData } | { failure: PlatformFailure } {
  if (typeof body.bonusId !== 'string' || body.bonusId === '') return { failure: platformFailure(102, { fields: [{ field: 'bonusId', code: 'required' }] }) };
  const entry = offered(player).find((each) => each.bonusId === body.bonusId);
  if (!entry) return { failure: platformFailure(404) };
  if (entry.how !== 'claim') return { failure: platformFailure(400) };
  const coolOff = coolOffFailure(campaignCoolOff(player, db.now()));
  if (coolOff) return { failure: coolOff };

  const campaign = promotionIn(entry.campaign, player.currency, false);
  const wallet = db.walletOf(player);
  const now = db.now();
  const common = {
    bonusId: `b-${entry.bonusId.slice(2)}`,
    campaignId: campaign.campaignId,
    title: campaign.title,
    currency: player.currency,
    grantedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CLAIMED_VALID_DAYS * DAY_MS).toISOString(),
  };
  if (campaign.freeSpinAmount !== undefined) {
    wallet.freeSpins += campaign.freeSpinAmount;
    player.bonuses = [...(player.bonuses ?? []), { ...common, bonusType: 'freeSpin', freeSpins: campaign.freeSpinAmount, currentTurnover: '0.00', totalTurnover: '0.00' }];
  } else {
    const amount = campaign.promoAmount ?? '0.00';
    const wagering = fromCents((toCents(amount) ?? 0n) * BigInt(campaign.turnoverFactor ?? 0));
    wallet.promo = addDecimals(wallet.promo, amount);
    wallet.totalTurnover = addDecimals(wallet.totalTurnover, wagering);
    player.bonuses = [...(player.bonuses ?? []), { ...common, bonusType: 'promo', amount, currentTurnover: '0.00', totalTurnover: wagering }];
  }
  player.availableBonuses = (player.availableBonuses ?? []).filter((id) => id !== entry.bonusId);
  player.availableBonusCount = player.availableBonuses.length;
  return { data: { ...availableBonusesOf(db, player), current: currentBonusesOf(player).bonuses } };
}
