/** The limit types and periods of spec 3 §2 and §9. */
export const LIMIT_TYPES = ['deposit', 'session', 'loss', 'wager', 'maxBalance', 'netDeposit'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly', 'permanent'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The periods that follow each other in time (the ordering rules compare them). */
export const CYCLIC_PERIODS = ['daily', 'weekly', 'monthly'] as const satisfies readonly LimitPeriod[];

export function isLimitType(value: unknown): value is LimitType {
  return typeof value === 'string' && (LIMIT_TYPES as readonly string[]).includes(value);
}

export function isLimitPeriod(value: unknown): value is LimitPeriod {
  return typeof value === 'string' && (LIMIT_PERIODS as readonly string[]).includes(value);
}
