import { fromCents, mulDivRound, roundToWholeUnits, toCents } from '../money/decimal-cents';

/** The parts of a campaign the summary needs (spec 2 §3 "Campaign", §9 capping). */
export interface SummaryCampaign {
  title: string;
  amountType: 'percentage' | 'fixed';
  initialAmount: string;
  maxAmountCapEnabled: boolean;
  maxDepositAmount: string | null;
  remainingPromoLimit: string | null;
}

export interface DepositSummaryInput {
  amount: string;
  percentageFee: string;
  feeStrategy: 'included' | 'added';
  campaign?: SummaryCampaign | null;
}

export interface DepositSummary {
  /** what leaves the player's account */
  youPay: string;
  /** what reaches the wallet */
  youGet: string;
  fee: string;
  feeStrategy: 'included' | 'added';
  /** the bonus the campaign gives for this amount, 2 decimals; null without a campaign */
  bonus: string | null;
  /** the fee confirmation's figures, whole currency units */
  rounded: { youPay: string; youGet: string; fee: string };
}

/**
 * The deposit summary (spec 2 §9): fee = amount / 100 × percentage; "included" keeps the amount
 * as entered and the player gets amount − fee, "added" adds the fee on top. A percentage bonus
 * applies to the amount, at most the maximum deposit share when the cap is enabled, and is capped
 * by the remaining promo limit; rounded to 2 decimals. All in integer hundredths. Undefined when
 * the amount is not a decimal yet.
 */
export function depositSummary(input: DepositSummaryInput): DepositSummary | undefined {
  const amount = toCents(input.amount);
  const percentage = toCents(input.percentageFee);
  if (amount === undefined || amount < 0n || percentage === undefined) return undefined;
  const fee = mulDivRound(amount, percentage, 10000n);
  const youPay = input.feeStrategy === 'added' ? amount + fee : amount;
  const youGet = input.feeStrategy === 'added' ? amount : amount - fee;
  return {
    youPay: fromCents(youPay),
    youGet: fromCents(youGet),
    fee: fromCents(fee),
    feeStrategy: input.feeStrategy,
    bonus: input.campaign ? bonusOf(amount, input.campaign) : null,
    rounded: { youPay: roundToWholeUnits(youPay), youGet: roundToWholeUnits(youGet), fee: roundToWholeUnits(fee) },
  };
}

function bonusOf(amount: bigint, campaign: SummaryCampaign): string {
  const initial = toCents(campaign.initialAmount) ?? 0n;
  if (campaign.amountType === 'fixed') return fromCents(initial);
  const shareCap = campaign.maxAmountCapEnabled && campaign.maxDepositAmount !== null ? toCents(campaign.maxDepositAmount) : undefined;
  const base = shareCap !== undefined && shareCap < amount ? shareCap : amount;
  let bonus = mulDivRound(base, initial, 10000n);
  const remaining = campaign.remainingPromoLimit !== null ? toCents(campaign.remainingPromoLimit) : undefined;
  if (remaining !== undefined && remaining < bonus) bonus = remaining;
  return fromCents(bonus);
}
