import { isJsonObject } from '../is-json-object';

/**
 * The time limits a market offers (settings `fe.timeLimits`, with a `$comment` citing the rule):
 * reality checks (a reminder of the time played) and session time limits. Spec 3 §2: the
 * time-limits link is shown unless both are unavailable.
 */
export interface TimeLimits {
  realityCheck: boolean;
  sessionLimits: boolean;
}

/** What is wrong with a served `fe.timeLimits`, or undefined when it has the shape. */
export function timeLimitsProblem(value: unknown): string | undefined {
  if (!isJsonObject(value)) return 'must be an object with realityCheck and sessionLimits';
  if (typeof value.realityCheck !== 'boolean') return 'realityCheck must be true or false';
  if (typeof value.sessionLimits !== 'boolean') return 'sessionLimits must be true or false';
  return undefined;
}

/** The served setting; a missing or malformed one offers session limits (the link stays: a player is never cut off from a tool by a typo). */
export function timeLimitsOf(value: unknown): TimeLimits {
  if (timeLimitsProblem(value) !== undefined) return { realityCheck: false, sessionLimits: true };
  const limits = value as Record<string, unknown>;
  return { realityCheck: limits.realityCheck === true, sessionLimits: limits.sessionLimits === true };
}

/** Spec 3 §2: the time-limits link is shown unless both reality check and session limits are unavailable. */
export function offersTimeLimits(limits: TimeLimits): boolean {
  return limits.realityCheck || limits.sessionLimits;
}
