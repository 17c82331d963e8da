import type { MockDb } from '../db/create-mock-db';
import type { MockPlayer } from '../db/mock-types';
import { accountStatusFailure } from './account-status-failure';
import { platformFailure, type PlatformFailure } from './platform-failure';
import { scenarioError } from './scenario-error';

export type LoginOutcome = { ok: true; player: MockPlayer } | { ok: false; failure: PlatformFailure };

/**
 * Password login. A wrong password counts against hackLimit: 107 with the count until the
 * limit is reached, then the account is frozen (111).
 */
export function attemptLogin(db: MockDb, payload: Record<string, unknown>): LoginOutcome {
  const login = typeof payload.login === 'string' ? payload.login.trim() : '';
  const password = typeof payload.password === 'string' ? payload.password : '';
  const missing = [...(login ? [] : ['login']), ...(password ? [] : ['password'])];
  if (missing.length > 0) {
    return { ok: false, failure: platformFailure(196, { fields: missing.map((field) => ({ field, code: 'required' })) }) };
  }
  const scenario = scenarioError(login, db.now());
  if (scenario) return { ok: false, failure: scenario };
  const player = db.findPlayerByEmail(login);
  if (!player) return { ok: false, failure: platformFailure(110) };
  const blocked = accountStatusFailure(player, db.now());
  if (blocked) return { ok: false, failure: blocked };
  if (player.password !== password) {
    player.hackCount += 1;
    if (player.hackCount >= db.state.hackLimit) {
      player.status = 'frozen';
      return { ok: false, failure: platformFailure(111) };
    }
    return { ok: false, failure: platformFailure(107, { hackLimit: db.state.hackLimit, hackCount: player.hackCount }) };
  }
  db.startSession(player);
  return { ok: true, player };
}
