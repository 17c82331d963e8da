import type { Promotion } from '../../../api/endpoints';
import type { MarketId } from '../../../engine/market';
import { fromCents, toCents } from '../../../engine/money/decimal-cents';
import type { PromotionTemplate } from './promotion-catalogue';

/** Whole units of a currency per euro, for the fixed amounts of the catalogue (HUF 400 = 1 EUR). */
const UNITS_PER_EURO: Readonly<Record<string, bigint>> = { HUF: 400n, SEK: 10n };

/** The currency a visitor of a market sees amounts in (players: their wallet's). */
export function marketCurrency(market: MarketId): string {
  if (market === 'HUN') return 'HUF';
  if (market === 'SWE') return 'SEK';
  if (market === 'GBR') return 'GBP';
  return 'EUR';
}

const MONEY_FIELDS = ['liveCasinoBonusAmount', 'biaCashAmount', 'scashAmount', 'minBetAmount', 'maxBetAmount', 'maxDepositAmount', 'minDepositAmount', 'maxCashLimit', 'awardedCashAmount', 'maxPromoLimit', 'awardedPromoAmount', 'maxWinnings'] as const;

function scaled(amount: string, units: bigint): string {
  const cents = toCents(amount);
  return cents === undefined ? amount : fromCents(cents * units);
}

/**
 * A campaign as served in a currency: fixed amounts and limits scaled from euros; percentages
 * (cash and promo of type percentage, cash back) stay as they are.
 */
export function promotionIn(template: PromotionTemplate, currency: string, optedIn: boolean): Promotion {
  const { minTier: _minTier, markets: _markets, ...campaign } = template;
  const units = UNITS_PER_EURO[currency] ?? 1n;
  const promotion: Promotion = { ...campaign, currency, optedIn };
  for (const field of MONEY_FIELDS) {
    const value = promotion[field];
    if (typeof value === 'string') promotion[field] = scaled(value, units);
  }
  if (promotion.cashAmount !== undefined && promotion.amountTypes.cash === 'fixed') promotion.cashAmount = scaled(promotion.cashAmount, units);
  if (promotion.promoAmount !== undefined && promotion.amountTypes.promo === 'fixed') promotion.promoAmount = scaled(promotion.promoAmount, units);
  if (promotion.pokerBonus) promotion.pokerBonus = { ...promotion.pokerBonus, amount: scaled(promotion.pokerBonus.amount, units) };
  return promotion;
}
