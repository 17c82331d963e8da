import type { LimitPeriod, LimitType } from '../../engine/limits/limit-kinds';

export interface LimitTypeForm {
  /** the form under schemas/forms/ the editor shows for this type */
  formId: 'limit-deposit' | 'limit-gaming' | 'limit-session' | 'limit-permanent' | 'limit-max-balance';
  unit: 'money' | 'minutes';
  periods: readonly LimitPeriod[];
  /**
   * whether "Renew automatically" starts ticked for a period without a limit: session limits
   * follow spec 3 §4 ("Session limit save: … amount and auto-renew flags reset to false on load");
   * for money limits the spec is silent and a new limit renews unless the player chooses a
   * one-period limit (otherwise every new limit would lapse at its first period end)
   */
  renewByDefault: boolean;
}

const CYCLIC = ['daily', 'weekly', 'monthly'] as const;

/**
 * Which form each limit type is edited with (the same editor, flow and widget for all): money
 * limits by day, week and month; session limits in minutes chosen from sessionTimeValues; the net
 * deposit threshold as one permanent amount; max balance the same in its own form (Dutch-limit mode:
 * Save only for a changed, valid value).
 */
export const LIMIT_TYPE_FORMS: Readonly<Record<LimitType, LimitTypeForm>> = {
  deposit: { formId: 'limit-deposit', unit: 'money', periods: CYCLIC, renewByDefault: true },
  loss: { formId: 'limit-gaming', unit: 'money', periods: CYCLIC, renewByDefault: true },
  wager: { formId: 'limit-gaming', unit: 'money', periods: CYCLIC, renewByDefault: true },
  session: { formId: 'limit-session', unit: 'minutes', periods: CYCLIC, renewByDefault: false },
  maxBalance: { formId: 'limit-max-balance', unit: 'money', periods: ['permanent'], renewByDefault: true },
  netDeposit: { formId: 'limit-permanent', unit: 'money', periods: ['permanent'], renewByDefault: true },
};
