import { periodEnd } from '../../../engine/limits/period-end';
import type { MockDb } from '../../db/create-mock-db';

/**
 * Whether a player has run into their daily session time limit (spec 3 §8: 122 "session time
 * limit reached, log in again at a time"): the minutes already used today plus those played in
 * the running session (from `startedAt`, none before a start) reach the limit in force — the same
 * limit book the limits calls keep. Answers when the player may play again (the day's end), or
 * null while time is left.
 */
export function sessionLimitReached(db: MockDb, playerId: string | null, startedAt: string | null, now: Date): Date | null {
  if (playerId === null) return null;
  const limit = db.state.limits?.[playerId]?.session?.daily;
  if (!limit || limit.amount === null) return null;
  // what the limits calls have not settled yet: a lapsed limit is none, a period that has ended starts again with nothing used
  if (limit.expiresAt != null && Date.parse(limit.expiresAt) <= now.getTime()) return null;
  const periodOver = limit.periodEndTime != null && Date.parse(limit.periodEndTime) <= now.getTime();
  const allowed = Number(limit.amount);
  const running = startedAt === null ? 0 : (now.getTime() - Math.max(Date.parse(startedAt), periodOver && limit.periodEndTime ? Date.parse(limit.periodEndTime) : 0)) / 60_000;
  const played = running + (periodOver ? 0 : Number(limit.usedAmount || '0'));
  return Number.isFinite(allowed) && played >= allowed ? periodEnd('daily', now) : null;
}

/** The daily session limit is used up: what the limits answer shows as used, so a new start is refused too. */
export function useUpSessionLimit(db: MockDb, playerId: string): void {
  const limit = db.state.limits?.[playerId]?.session?.daily;
  if (limit && limit.amount !== null) limit.usedAmount = limit.amount;
}
