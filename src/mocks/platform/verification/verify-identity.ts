import type { VerifyIdentityData } from '../../../api/endpoints';
import type { MockDb } from '../../db/create-mock-db';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { emptyVerificationState } from './verification-state';

/** The person whose automatic verification has reached its limit: 305, manual upload (spec 1 §8). */
export const AUTOMATIC_LIMIT_PERSONAL_CODE = '39307221011';
/** The person with no verification attempts left: 310, contact support. */
export const ATTEMPTS_EXHAUSTED_PERSONAL_CODE = '49502282196';

/**
 * Identity verification with an identification's token (SCENARIOS.md "Verification"): a
 * registration token of a person the platform does not know as a player (visitors), or a login
 * token of a registered person (a logged-in player verifies only as themself: another person is
 * 309). Personal codes decide 305 and 310; an unknown or spent token is 286.
 */
export function verifyIdentity(db: MockDb, body: Record<string, unknown>): { data: VerifyIdentityData } | { failure: PlatformFailure } {
  const method = typeof body.method === 'string' ? body.method : '';
  const state = (db.state.verification ??= emptyVerificationState());
  const player = db.currentPlayer();
  if (typeof body.registrationToken === 'string') {
    const record = db.state.registrationTokens[body.registrationToken];
    if (!record || record.method !== method) return { failure: platformFailure(286) };
    const code = record.details.nationalIdNumber;
    if (code === AUTOMATIC_LIMIT_PERSONAL_CODE) return { failure: platformFailure(305) };
    if (code === ATTEMPTS_EXHAUSTED_PERSONAL_CODE) return { failure: platformFailure(310) };
    // a player verifying with a person the platform knows under no account: the details must be theirs
    if (player && record.details.lastName !== undefined && record.details.lastName !== player.lastName) return { failure: platformFailure(309) };
    if (player) player.verified = true;
    state.identityVerifications.push({ method, subject: player?.id ?? record.token, at: db.now().toISOString() });
    return { data: { verified: true } };
  }
  if (typeof body.loginToken === 'string') {
    const record = db.state.loginTokens[body.loginToken];
    const known = record?.email ? db.findPlayerByEmail(record.email) : undefined;
    if (!known) return { failure: platformFailure(286) };
    if (player && player.id !== known.id) return { failure: platformFailure(309) };
    known.verified = true;
    state.identityVerifications.push({ method, subject: known.id, at: db.now().toISOString() });
    return { data: { verified: true } };
  }
  return { failure: platformFailure(196, { fields: [{ field: 'registrationToken', code: 'required' }] }) };
}
