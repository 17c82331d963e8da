import type { BonusType, Promotion } from '../../api/endpoints';
import { fromCents, mulDivRound, toCents } from '../../engine/money/decimal-cents';

/** One line of a promotion card: what one bonus of the campaign gives (amounts as 2-decimal strings). */
export type PromotionBonusLine =
  | { bonusType: Exclude<BonusType, 'freeSpin' | 'cashBack' | 'pokerBonus'>; kind: 'fixed'; amount: string }
  /** a percentage of the deposit, at most `upTo` when a limit or the deposit-share cap applies */
  | { bonusType: Exclude<BonusType, 'freeSpin' | 'cashBack' | 'pokerBonus'>; kind: 'percentage'; percentage: string; upTo: string | null }
  | { bonusType: 'freeSpin'; kind: 'spins'; count: number; provider: string | null }
  /** spec 2 §9: "up to amount = bet (min - max) x percentage"; amount = max bet × percentage */
  | { bonusType: 'cashBack'; kind: 'cashBack'; upTo: string; minBet: string; maxBet: string; percentage: string; validityDays: number | null }
  | { bonusType: 'pokerBonus'; kind: 'poker'; pokerType: 'tokens' | 'afterWagerBonus'; amount: string; provider: string };

/** The money bonuses in the order spec 3 §3 lists them, with the field that holds each amount. */
const MONEY_BONUSES = [
  ['cash', 'cashAmount'],
  ['liveCasinoBonus', 'liveCasinoBonusAmount'],
  ['biaCash', 'biaCashAmount'],
  ['promo', 'promoAmount'],
  ['scash', 'scashAmount'],
] as const;

/** A percentage as written ("100", "12.5"), never through floats: trailing zeros dropped. */
function percentText(value: string): string {
  const cents = toCents(value);
  if (cents === undefined) return value;
  return fromCents(cents).replace(/\.?0+$/, '');
}

function remaining(max: string | null, awarded: string | null): bigint | undefined {
  if (max === null) return undefined;
  const limit = toCents(max);
  if (limit === undefined) return undefined;
  const left = limit - (toCents(awarded ?? '0') ?? 0n);
  return left > 0n ? left : 0n;
}

/**
 * The most a percentage bonus gives (spec 2 §9): the percentage of the capped deposit share when
 * the cap is enabled, and what is left of the cash (cash bonus) or promo limit (the others);
 * null when nothing caps it. Integer hundredths, rounded half up.
 */
function percentageUpTo(promotion: Promotion, bonusType: BonusType, percentage: string): string | null {
  const rate = toCents(percentage) ?? 0n;
  const share = promotion.maxAmountCapEnabled && promotion.maxDepositAmount !== null ? toCents(promotion.maxDepositAmount) : undefined;
  const fromShare = share === undefined ? undefined : mulDivRound(share, rate, 10000n);
  const limit = bonusType === 'cash' ? remaining(promotion.maxCashLimit, promotion.awardedCashAmount) : remaining(promotion.maxPromoLimit, promotion.awardedPromoAmount);
  const candidates = [fromShare, limit].filter((value): value is bigint => value !== undefined);
  if (candidates.length === 0) return null;
  return fromCents(candidates.reduce((low, value) => (value < low ? value : low)));
}

/** What each bonus of a campaign gives, one line per bonus present (spec 3 §3, §2 promotion card). */
export function promotionBonusLines(promotion: Promotion): PromotionBonusLine[] {
  const lines: PromotionBonusLine[] = [];
  for (const [bonusType, field] of MONEY_BONUSES) {
    const value = promotion[field];
    if (value === undefined) continue;
    if (promotion.amountTypes[bonusType] === 'percentage') lines.push({ bonusType, kind: 'percentage', percentage: percentText(value), upTo: percentageUpTo(promotion, bonusType, value) });
    else lines.push({ bonusType, kind: 'fixed', amount: value });
  }
  if (promotion.freeSpinAmount !== undefined && promotion.freeSpinAmount > 0) {
    lines.push({ bonusType: 'freeSpin', kind: 'spins', count: promotion.freeSpinAmount, provider: promotion.campaignGameProvider ?? null });
  }
  if (promotion.cashBackPercentage !== undefined) {
    const maxBet = promotion.maxBetAmount ?? '0.00';
    const upTo = fromCents(mulDivRound(toCents(maxBet) ?? 0n, toCents(promotion.cashBackPercentage) ?? 0n, 10000n));
    lines.push({
      bonusType: 'cashBack',
      kind: 'cashBack',
      upTo,
      minBet: promotion.minBetAmount ?? '0.00',
      maxBet,
      percentage: percentText(promotion.cashBackPercentage),
      validityDays: promotion.cashBackValidity ?? null,
    });
  }
  if (promotion.pokerBonus) {
    lines.push({ bonusType: 'pokerBonus', kind: 'poker', pokerType: promotion.pokerBonus.bonusType, amount: promotion.pokerBonus.amount, provider: promotion.pokerBonus.provider });
  }
  return lines;
}
