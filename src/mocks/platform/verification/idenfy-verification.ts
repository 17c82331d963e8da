import type { IdenfyStatusData, StartIdenfyData } from '../../../api/endpoints';
import type { MockDb } from '../../db/create-mock-db';
import type { ProviderClient } from '../../provider/provider-client';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { emptyVerificationState, type IdenfySessionRecord } from './verification-state';

type Answer<T> = Promise<{ data: T } | { failure: PlatformFailure }>;

/** The provider decision each platform status comes from (providers/simulators.ts "idenfy"). */
const OUTCOME_OF_DECISION: Readonly<Record<string, IdenfySessionRecord['outcome']>> = {
  approved: 'approved',
  rejected: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
};

/**
 * Starts an iDenfy verification (SCENARIOS.md "Verification"): a session of the provider
 * simulator's back end (its id is the verificationToken) and the frame's URL on the provider
 * origin, which posts to `returnOrigin`. A returnOrigin that is not an http(s) origin is 196;
 * an unreachable provider is 297.
 */
export async function startIdenfyVerification(db: MockDb, provider: ProviderClient, providerOrigin: string, body: Record<string, unknown>): Answer<StartIdenfyData> {
  const returnOrigin = typeof body.returnOrigin === 'string' ? body.returnOrigin : '';
  if (!/^https?:\/\/[^/]+$/.test(returnOrigin)) return { failure: platformFailure(196, { fields: [{ field: 'returnOrigin', code: 'required' }] }) };
  const started = await provider.createSession({ method: 'idenfy', kind: 'iframe', purpose: 'verification' });
  if (!started) return { failure: platformFailure(297) };
  const state = (db.state.verification ??= emptyVerificationState());
  const record: IdenfySessionRecord = { token: started.session, playerId: db.currentPlayer()?.id ?? null, startedAt: db.now().toISOString() };
  (state.idenfySessions ??= {})[record.token] = record;
  const query = new URLSearchParams({ session: record.token, returnOrigin });
  return { data: { verificationToken: record.token, url: `${providerOrigin.replace(/\/+$/, '')}/idenfy.html?${query.toString()}` } };
}

/**
 * Where an iDenfy verification stands, read from the provider as a real back end would: pending
 * until the person decides; an approval is then reviewed by hand, so the first check after it is
 * still pending and the next is approved (the player, if one started it, is verified); failed,
 * cancelled or expired at once. An unknown token, or one another player started, is 286; an unreachable
 * provider is 297.
 */
export async function idenfyVerificationStatus(db: MockDb, provider: ProviderClient, token: unknown): Answer<IdenfyStatusData> {
  const record = typeof token === 'string' ? db.state.verification?.idenfySessions?.[token] : undefined;
  if (!record || record.playerId !== (db.currentPlayer()?.id ?? null)) return { failure: platformFailure(286) };
  if (record.outcome) return { data: { status: record.outcome } };
  const session = await provider.getSession(record.token);
  if (!session) return { failure: platformFailure(297) };
  const outcome = OUTCOME_OF_DECISION[session.status];
  if (!outcome) return { data: { status: 'pending' } };
  // iDenfy's automatic approval goes to a manual review (manualStatus "waiting"): one check still sees it pending
  if (outcome === 'approved' && record.reviewed !== true) {
    record.reviewed = true;
    return { data: { status: 'pending' } };
  }
  record.outcome = outcome;
  if (outcome === 'approved') {
    const player = db.currentPlayer();
    if (player) player.verified = true;
    db.state.verification?.identityVerifications.push({ method: 'idenfy', subject: player?.id ?? record.token, at: db.now().toISOString() });
  }
  return { data: { status: outcome } };
}
