import type { RealityCheckData } from '../../../api/endpoints';
import { timeLimitsOf } from '../../../engine/limits/time-limits';
import type { PlatformSettings } from '../../../engine/platform-settings';
import type { RuleContext } from '../../../engine/rules/rule';
import type { MockDb } from '../../db/create-mock-db';
import { gamesStateOf } from '../games/games-state-of';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { compiledFormIssues, fieldErrorsOf } from '../verification/compiled-form-issues';

/** The interval the player chose (whole minutes), null while the market's interval applies. */
export function playerRealityCheck(db: MockDb, playerId: string): RealityCheckData {
  return { minutes: gamesStateOf(db).realityCheckMinutes?.[playerId] ?? null };
}

/**
 * Stores the player's reality-check interval: only where the served market lets the player choose
 * (fe.timeLimits.realityCheckChoice; otherwise 196 on `minutes`), and only one of the market's
 * choices — checked with the browser's own compiled form limit-reality-check (its market overlay
 * lists them), so the site and the platform give one verdict. The game start answers it from then on.
 */
export async function setPlayerRealityCheck(db: MockDb, playerId: string, body: Record<string, unknown>, settings: PlatformSettings, ctx: RuleContext): Promise<{ data: RealityCheckData } | { failure: PlatformFailure }> {
  if (!timeLimitsOf(settings.fe.timeLimits).realityCheckChoice) return { failure: platformFailure(196, { fields: [{ field: 'minutes', code: 'oneOf' }] }) };
  const data = { minutes: body.minutes };
  const issues = await compiledFormIssues('limit-reality-check', data, ctx);
  if (issues.length > 0) return { failure: platformFailure(196, { fields: fieldErrorsOf(issues) }) };
  const minutes = Number(data.minutes);
  const state = gamesStateOf(db);
  (state.realityCheckMinutes ??= {})[playerId] = minutes;
  return { data: { minutes } };
}
