import { isJsonObject } from '../is-json-object';

/**
 * The time limits a market offers (settings `fe.timeLimits`, with a `$comment` citing the rule):
 * reality checks (a reminder of the time played) and session time limits. Spec 3 §2: the
 * time-limits link is shown unless both are unavailable.
 */
export interface TimeLimits {
  realityCheck: boolean;
  sessionLimits: boolean;
  /** how often the reality-check reminder comes during real-money play, in whole minutes (null where reality checks are not offered) */
  realityCheckMinutes: number | null;
}

/** The reminder's interval when the setting names none (UKGC RTS 13 leaves it to the operator; an hour is the common default). */
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

function isIntervalMinutes(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 24 * 60;
}

/** What is wrong with a served `fe.timeLimits`, or undefined when it has the shape. */
export function timeLimitsProblem(value: unknown): string | undefined {
  if (!isJsonObject(value)) return 'must be an object with realityCheck and sessionLimits';
  if (typeof value.realityCheck !== 'boolean') return 'realityCheck must be true or false';
  if (typeof value.sessionLimits !== 'boolean') return 'sessionLimits must be true or false';
  if (value.realityCheckMinutes !== undefined && !isIntervalMinutes(value.realityCheckMinutes)) return 'realityCheckMinutes must be a whole number of minutes, 1–1440';
  return undefined;
}

/** The served setting; a missing or malformed one offers session limits (the link stays: a player is never cut off from a tool by a typo). */
export function timeLimitsOf(value: unknown): TimeLimits {
  if (timeLimitsProblem(value) !== undefined) return { realityCheck: false, sessionLimits: true, realityCheckMinutes: null };
  const limits = value as Record<string, unknown>;
  const realityCheck = limits.realityCheck === true;
  const minutes = isIntervalMinutes(limits.realityCheckMinutes) ? limits.realityCheckMinutes : DEFAULT_REALITY_CHECK_MINUTES;
  return { realityCheck, sessionLimits: limits.sessionLimits === true, realityCheckMinutes: realityCheck ? minutes : null };
}

/** Spec 3 §2: the time-limits link is shown unless both reality check and session limits are unavailable. */
export function offersTimeLimits(limits: TimeLimits): boolean {
  return limits.realityCheck || limits.sessionLimits;
}
