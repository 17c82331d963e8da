import type { LimitPeriod, LimitType } from '../../engine/limits/limit-kinds';
import type { LimitRegime } from '../../engine/limits/limit-regime';
import type { PgsiBand, PgsiQuestion } from '../../engine/limits/pgsi-score';
import { TIMEOUTS } from '../timeouts';
import type { DecimalString, EmptyData, EndpointTable } from './definition';

/**
 * Responsible-gambling limits (spec 3 §3 "Limit", §4 "Limit change", §7): one period of one limit
 * type as the platform sends it. Money amounts are decimal strings; session limits are whole
 * minutes written the same way ("120"). Times are ISO 8601.
 */
export interface LimitPeriodData {
  /** the limit in force; null when none is set */
  amount: DecimalString | null;
  availableAmount: DecimalString | null;
  usedAmount: DecimalString;
  minAmount: DecimalString;
  maxAmount: DecimalString;
  /** a pending increase (or, where decreases wait, a pending decrease) */
  newAmount: DecimalString | null;
  /** when newAmount may take effect */
  amountEffectiveTime: string | null;
  /** when the current period ends (renewal time) */
  endTime: string | null;
  /** the limit is renewed when its period ends; otherwise it lapses at expiresAt */
  autoRenew: boolean;
  /** when a limit without auto-renew lapses (null while it renews, and for permanent limits) */
  expiresAt?: string | null;
  /**
   * WillSetRenew (spec 3 §3): the player switched renewal off on a renewing limit (the de-repeat
   * change); under the regime's delay it keeps renewing until expiresAt and lapses then
   */
  willSetRenew?: boolean;
  /** WillRemoveNewAmount (spec 3 §3): the limit lapses at expiresAt before its pending newAmount would apply, so the new amount is dropped */
  willRemoveNewAmount?: boolean;
  increasingRequiresConfirmation: boolean;
  removalRequiresConfirmation: boolean;
  /** a removal was asked for: it takes effect (or may be confirmed) at removalEffectiveTime */
  removalToBeConfirmed: boolean;
  removalEffectiveTime: string | null;
  /** the platform refuses removal (a mandatory limit) */
  removeDisabled: boolean;
  increasingEffectiveHours: number;
  /** deposit limits: from this amount on a limit is high (the cumulative form asks to confirm it) */
  highAmount?: DecimalString | null;
}

export type LimitPeriods = Partial<Record<LimitPeriod, LimitPeriodData>>;

export interface LimitsData {
  currency: string;
  /** the regime the platform applied (the market's fe.limitRegime) */
  regime: LimitRegime;
  limits: Partial<Record<LimitType, LimitPeriods>>;
}

export interface LimitAmountChange {
  /** null or "" removes nothing: an empty period is left as it is */
  amount: DecimalString | null;
  autoRenew: boolean;
}

export interface SetLimitsPayload {
  type: LimitType;
  periods: Partial<Record<LimitPeriod, LimitAmountChange>>;
}

export interface LimitPeriodPayload {
  type: LimitType;
  period: LimitPeriod;
}

/** A time-out (spec 3 §2 /my/time-out): the account is closed for the chosen number of days (error 217 until then). */
export interface TimeOutPayload {
  days: number;
}

/** Self-exclusion (spec 3 §2, §3 exclusion providers): months, or 0 for permanent (216). */
export interface SelfExclusionPayload {
  months: number;
}

export interface ExclusionData {
  /** when the closure ends; null for a permanent one */
  until: string | null;
}

/** The responsible-gambling self-assessment (/my/questionnaire): the PGSI answers, 0–3 per question. */
export interface QuestionnairePayload {
  answers: Record<PgsiQuestion, number>;
}

/** What the platform recorded: the PGSI score (0–27) and its band. */
export interface QuestionnaireResult {
  score: number;
  band: PgsiBand;
}

/**
 * The player's reality-check interval (the Session Time page; the market's fe.timeLimits): the
 * minutes the player chose, or null while the market's interval applies (nothing chosen yet).
 */
export interface RealityCheckData {
  minutes: number | null;
}

/** The interval chosen from the market's list (form limit-reality-check), whole minutes as the form's string ("15"). */
export interface RealityCheckPayload {
  minutes: string;
}

export interface LimitsEndpoints {
  limits: { payload: undefined; data: LimitsData };
  setLimits: { payload: SetLimitsPayload; data: EmptyData; creates: 'limitChange' };
  removeLimit: { payload: LimitPeriodPayload; data: EmptyData; creates: 'limitChange' };
  undoRemoveLimit: { payload: LimitPeriodPayload; data: EmptyData };
  undoIncreaseLimit: { payload: LimitPeriodPayload; data: EmptyData };
  confirmLimitIncrease: { payload: LimitPeriodPayload; data: EmptyData };
  confirmLimitRemoval: { payload: LimitPeriodPayload; data: EmptyData };
  timeOut: { payload: TimeOutPayload; data: ExclusionData; creates: 'limitChange' };
  selfExclusion: { payload: SelfExclusionPayload; data: ExclusionData; creates: 'limitChange' };
  submitQuestionnaire: { payload: QuestionnairePayload; data: QuestionnaireResult; creates: 'rgQuestionnaire' };
  realityCheck: { payload: undefined; data: RealityCheckData };
  setRealityCheck: { payload: RealityCheckPayload; data: RealityCheckData; creates: 'limitChange' };
}

export const LIMITS_ENDPOINTS = {
  limits: { method: 'GET', path: '/player/limits', timeoutMs: TIMEOUTS.limits },
  setLimits: { method: 'POST', path: '/player/limits/{type}', timeoutMs: TIMEOUTS.limits, creates: 'limitChange' },
  removeLimit: { method: 'POST', path: '/player/limits/{type}/{period}/remove', timeoutMs: TIMEOUTS.limits, creates: 'limitChange' },
  undoRemoveLimit: { method: 'POST', path: '/player/limits/{type}/{period}/undoRemove', timeoutMs: TIMEOUTS.limits },
  undoIncreaseLimit: { method: 'POST', path: '/player/limits/{type}/{period}/undoIncrease', timeoutMs: TIMEOUTS.limits },
  confirmLimitIncrease: { method: 'POST', path: '/player/limits/{type}/{period}/confirmIncrease', timeoutMs: TIMEOUTS.limits },
  confirmLimitRemoval: { method: 'POST', path: '/player/limits/{type}/{period}/confirmRemoval', timeoutMs: TIMEOUTS.limits },
  timeOut: { method: 'POST', path: '/player/timeOut', timeoutMs: TIMEOUTS.limits, creates: 'limitChange' },
  selfExclusion: { method: 'POST', path: '/player/selfExclusion', timeoutMs: TIMEOUTS.limits, creates: 'limitChange' },
  submitQuestionnaire: { method: 'POST', path: '/player/questionnaire', timeoutMs: TIMEOUTS.limits, creates: 'rgQuestionnaire' },
  realityCheck: { method: 'GET', path: '/player/realityCheck', timeoutMs: TIMEOUTS.limits },
  setRealityCheck: { method: 'POST', path: '/player/realityCheck', timeoutMs: TIMEOUTS.limits, creates: 'limitChange' },
} as const satisfies EndpointTable<LimitsEndpoints>;
