import type { Promotion } from '../../api/endpoints';

/** Which wagering text applies: none, or the factor over the bonus plus the deposit and/or betting bonus. */
export type WageringBase = 'bonus' | 'bonusDeposit' | 'bonusBetting' | 'bonusDepositBetting';

/** The wagering requirement of a campaign (spec 3 §9): factor × (bonus [+ deposit] [+ betting bonus]); null: none. */
export function promotionWagering(promotion: Promotion): { factor: number; base: WageringBase } | null {
  if (promotion.turnoverFactor === null || promotion.turnoverFactor <= 0) return null;
  const deposit = promotion.includeDepositAmountToTurnover;
  const betting = promotion.includeBettingBonusToTurnover;
  const base: WageringBase = deposit && betting ? 'bonusDepositBetting' : deposit ? 'bonusDeposit' : betting ? 'bonusBetting' : 'bonus';
  return { factor: promotion.turnoverFactor, base };
}
