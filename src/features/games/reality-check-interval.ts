import type { TimeLimits } from '../../engine/limits/time-limits';

/**
 * The reality-check interval of a game session in ms, 0 for none: reminders come during a
 * logged-in player's real-money play where the market offers reality checks (settings
 * fe.timeLimits.realityCheck, every realityCheckMinutes); demo play has none.
 */
export function realityCheckMs(limits: TimeLimits, loggedIn: boolean, type: string): number {
  if (!loggedIn || type !== 'real' || !limits.realityCheck || limits.realityCheckMinutes === null) return 0;
  return limits.realityCheckMinutes * 60_000;
}
