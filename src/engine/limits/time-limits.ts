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
  /**
   * the player may choose the reminder's interval (`realityCheckChoice`; the choices are the
   * market's overlay of the form limit-reality-check); false where the market's interval is fixed
   */
  realityCheckChoice: boolean;
}

/** The reminder's interval when the setting names none (UKGC RTS 13 leaves it to the operator; an hour is the common default). */
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

/** A reality-check interval: whole minutes, 1 to a day. */
export function isIntervalMinutes(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 24 * 60;
}

/** What is wrong with a served `fe.timeLimits`, or undefined when it has the shape. */
export function timeLimitsProblem(value: unknown): string | undefined {
  if (!isJsonObject(value)) return 'must be an object with realityCheck and sessionLimits';
  if (typeof value.realityCheck !== 'boolean') return 'realityCheck must be true or false';
  if (typeof value.sessionLimits !== 'boolean') return 'sessionLimits must be true or false';
  if (value.realityCheckMinutes !== undefined && !isIntervalMinutes(value.realityCheckMinutes)) return 'realityCheckMinutes must be a whole number of minutes, 1–1440';
  if (value.realityCheckChoice !== undefined && typeof value.realityCheckChoice !== 'boolean') return 'realityCheckChoice must be true or false';
  if (value.realityCheckChoice === true && value.realityCheckMinutes === undefined) return 'realityCheckChoice needs realityCheckMinutes (the interval of a player who has not chosen)';
  return undefined;
}

/** The served setting; a missing or malformed one offers session limits (the link stays: a player is never cut off from a tool by a typo). */
export function timeLimitsOf(value: unknown): TimeLimits {
  if (timeLimitsProblem(value) !== undefined) return { realityCheck: false, sessionLimits: true, realityCheckMinutes: null, realityCheckChoice: false };
  const limits = value as Record<string, unknown>;
  const realityCheck = limits.realityCheck === true;
  const minutes = isIntervalMinutes(limits.realityCheckMinutes) ? limits.realityCheckMinutes : DEFAULT_REALITY_CHECK_MINUTES;
  return {
    realityCheck,
    sessionLimits: limits.sessionLimits === true,
    realityCheckMinutes: realityCheck ? minutes : null,
    realityCheckChoice: realityCheck && limits.realityCheckChoice === true,
  };
}

/**
 * The reminder's interval in whole minutes for a player: the one the player chose (the platform's
 * record) where the market lets the player choose and the record is a whole number of minutes
 * 1–1440, else the market's interval; null where the market offers no reality checks.
 */
export function realityCheckMinutesFor(limits: TimeLimits, chosen: unknown): number | null {
  if (!limits.realityCheck || limits.realityCheckMinutes === null) return null;
  return limits.realityCheckChoice && isIntervalMinutes(chosen) ? chosen : limits.realityCheckMinutes;
}

/** Spec 3 §2: the time-limits link is shown unless both reality check and session limits are unavailable. */
export function offersTimeLimits(limits: TimeLimits): boolean {
  return limits.realityCheck || limits.sessionLimits;
}
