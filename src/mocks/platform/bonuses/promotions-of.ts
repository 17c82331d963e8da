import type { OptInPromotionPayload, PromotionsData } from '../../../api/endpoints';
import type { MarketId } from '../../../engine/market';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { campaignCoolOff } from './campaign-cool-off';
import { coolOffFailure } from './campaign-failure';
import { loyaltyOf, LOYALTY_TIERS } from './loyalty-of';
import { PROMOTION_CATALOGUE, promotionTemplatesFor } from './promotion-catalogue';
import { marketCurrency, promotionIn } from './promotion-in';

/**
 * The promotions page's list: the market's campaigns in the player's currency with their
 * opt-ins (a visitor: the market's currency, nothing opted in) and the player's cool-off.
 */
export function promotionsOf(db: MockDb, player: MockPlayer | undefined, market: MarketId): PromotionsData {
  const currency = player?.currency ?? marketCurrency(market);
  const optedIn = new Set(player?.optedInCampaigns ?? []);
  return {
    promotions: promotionTemplatesFor(player?.market ?? market).map((template) => promotionIn(template, currency, optedIn.has(template.campaignId))),
    coolOff: campaignCoolOff(player, db.now()),
  };
}

/**
 * Opting in to a campaign (spec 3 §8 campaigns): 404 unknown, 400 not running in the player's
 * market or needing no opt-in, 405 during a cool-off, 402 below the campaign's loyalty tier, 403
 * already opted in. Success answers the list with the opt-in.
 */
export function optInPromotion(db: MockDb, player: MockPlayer, body: Partial<OptInPromotionPayload>): { data: PromotionsData } | { failure: PlatformFailure } {
  if (typeof body.campaignId !== 'number') return { failure: platformFailure(102, { fields: [{ field: 'campaignId', code: 'required' }] }) };
  const campaign = PROMOTION_CATALOGUE.find((entry) => entry.campaignId === body.campaignId);
  if (!campaign) return { failure: platformFailure(404) };
  if (!campaign.optIn || !promotionTemplatesFor(player.market).includes(campaign)) return { failure: platformFailure(400) };
  const coolOff = coolOffFailure(campaignCoolOff(player, db.now()));
  if (coolOff) return { failure: coolOff };
  if (campaign.minTier && !reachedTier(db, player, campaign.minTier)) return { failure: platformFailure(402) };
  if (player.optedInCampaigns?.includes(campaign.campaignId)) return { failure: platformFailure(403) };
  player.optedInCampaigns = [...(player.optedInCampaigns ?? []), campaign.campaignId];
  return { data: promotionsOf(db, player, player.market) };
}

function reachedTier(db: MockDb, player: MockPlayer, tier: string): boolean {
  const needed = LOYALTY_TIERS.find((entry) => entry.name === tier)?.minPoints ?? 0;
  return loyaltyOf(db.walletOf(player)).statusPoints >= needed;
}
