import { mulDivRound, toCents } from './money/decimal-cents';

/** How the balance popover shows the wagering requirement (settings fe.balanceWageringRequirementUnitType, spec 3 §9). */
export type WageringUnitType = 'percent' | 'amount';

export interface WageringProgress {
  /** turnover so far and the turnover required, as decimal strings */
  current: string;
  total: string;
  /** share of the requirement still to wager: 100 − current / total × 100, rounded down (0–100) */
  percentLeft: number;
  /** share already wagered, for the ring (0–100, whole numbers) */
  percentDone: number;
}

/**
 * The wagering requirement's progress from the wallet's currentTurnover and totalTurnover, in
 * integer cents (never floats). Null when there is no requirement (total zero or missing) or a
 * figure is not a decimal amount.
 */
export function wageringProgress(current: string | undefined, total: string | undefined): WageringProgress | null {
  if (current === undefined || total === undefined) return null;
  const done = toCents(current);
  const required = toCents(total);
  if (done === undefined || required === undefined || required <= 0n || done < 0n) return null;
  const capped = done > required ? required : done;
  // 100 − current/total × 100 rounded down = ⌊(total − current) × 100 / total⌋
  const percentLeft = Number(((required - capped) * 100n) / required);
  return { current, total, percentLeft, percentDone: Number(mulDivRound(capped, 100n, required)) };
}
