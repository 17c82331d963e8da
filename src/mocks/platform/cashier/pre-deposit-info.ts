import type { PreDepositInfo } from '../../../api/endpoints/cashier';
import type { MarketId } from '../../../engine/market';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { randomToken } from '../../db/random-token';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { depositMethodsFor } from './deposit-method-catalogue';

/** The pre-deposit parameter the simulated processor's token frame takes and echoes into its token fields. */
export const PRE_DEPOSIT_SESSION = 'preDepositSession';

/**
 * getPreDepositInfo (spec 2 §4 token flow, §7): for a method with preDepositRequired the platform
 * opens a processor session first; its parameters go to the token frame, which answers with the
 * session among its token fields, and the deposit must carry it (submit-deposit.ts). A method
 * not offered → 196; a method without preDepositRequired gets no parameters.
 */
export function preDepositInfoOf(db: MockDb, player: MockPlayer, market: MarketId, query: URLSearchParams): { data: PreDepositInfo } | { failure: PlatformFailure } {
  const method = depositMethodsFor(market, player.currency).find((candidate) => candidate.method === Number(query.get('method')));
  if (!method) return { failure: platformFailure(196, { fields: [{ field: 'method', code: 'oneOf' }] }) };
  if (!method.preDepositRequired) return { data: { params: [] } };
  const session = randomToken('pre', 8);
  db.state.preDepositSessions ??= {};
  db.state.preDepositSessions[session] = { playerId: player.id, method: method.method };
  return { data: { params: [{ name: PRE_DEPOSIT_SESSION, value: session }, { name: 'merchantSiteId', value: `site-${method.providerId}` }] } };
}

/** Whether a deposit body carries a pre-deposit session this platform opened for this player and method. */
export function hasPreDepositSession(db: MockDb, player: MockPlayer, method: number, body: Record<string, unknown>): boolean {
  const value = body[PRE_DEPOSIT_SESSION];
  const session = typeof value === 'string' ? db.state.preDepositSessions?.[value] : undefined;
  return session !== undefined && session.playerId === player.id && session.method === method;
}
