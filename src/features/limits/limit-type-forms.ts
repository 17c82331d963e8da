import type { LimitPeriod, LimitType } from '../../engine/limits/limit-kinds';

export interface LimitTypeForm {
  /** the form under schemas/forms/ the editor shows for this type */
  formId: 'limit-deposit' | 'limit-gaming' | 'limit-session' | 'limit-permanent' | 'limit-max-balance';
  unit: 'money' | 'minutes';
  periods: readonly LimitPeriod[];
}

const CYCLIC = ['daily', 'weekly', 'monthly'] as const;

/**
 * Which form each limit type is edited with (the same editor, flow and widget for all): money
 * limits by day, week and month; session limits in minutes chosen from sessionTimeValues; the net
 * deposit threshold as one permanent amount; max balance the same in its own form (Dutch-limit mode:
 * Save only for a changed, valid value). Whether a new period renews is the form schema's default.
 */
export const LIMIT_TYPE_FORMS: Readonly<Record<LimitType, LimitTypeForm>> = {
  deposit: { formId: 'limit-deposit', unit: 'money', periods: CYCLIC },
  loss: { formId: 'limit-gaming', unit: 'money', periods: CYCLIC },
  wager: { formId: 'limit-gaming', unit: 'money', periods: CYCLIC },
  session: { formId: 'limit-session', unit: 'minutes', periods: CYCLIC },
  maxBalance: { formId: 'limit-max-balance', unit: 'money', periods: ['permanent'] },
  netDeposit: { formId: 'limit-permanent', unit: 'money', periods: ['permanent'] },
};
