import type { IdentificationResult } from '../../api/endpoints';
import type { MockDb } from '../db/create-mock-db';
import type { IdentificationRecord } from '../db/mock-types';
import { randomToken } from '../db/random-token';
import { seededPlayerEmail } from '../db/seeded-player-email';
import type { ProviderClient, ProviderSession } from '../provider/provider-client';
import { freshIdentity } from './fresh-identity';
import { IDENTIFICATION_METHODS } from './identification-methods';

/** Still waiting for the person to decide at the provider. */
export const PENDING = 'pending';

/**
 * The platform's answer for an identification, from the provider session's decision:
 * rejected 303, cancelled 302, expired (or pending past the code's expirationTime) expired;
 * approved by a registered persona a loginToken of the method market's seeded player (with
 * autoLogin for registeredAutoLogin), by a new person a registrationToken with fresh details.
 * A decided answer is stored, so asking again returns the same tokens.
 */
export async function identificationOutcome(
  db: MockDb,
  provider: ProviderClient,
  record: IdentificationRecord,
): Promise<IdentificationResult | typeof PENDING> {
  if (record.result) return record.result;
  const session = await provider.getSession(record.token);
  // provider gone (restarted, unreachable): not a decision, so nothing is stored
  if (!session) return { error: 297 };
  const result = decided(db, record, session);
  if (result === PENDING) return PENDING;
  record.result = result;
  return result;
}

function decided(db: MockDb, record: IdentificationRecord, session: ProviderSession): IdentificationResult | typeof PENDING {
  switch (session.status) {
    case 'pending': {
      const expired = record.expirationTime !== undefined && db.now().getTime() > Date.parse(record.expirationTime);
      return expired ? { status: 'expired' } : PENDING;
    }
    case 'expired':
      return { status: 'expired' };
    case 'rejected':
      return { error: 303 };
    case 'cancelled':
      return { error: 302 };
    case 'approved':
      return approved(db, record, session);
  }
}

function approved(db: MockDb, record: IdentificationRecord, session: ProviderSession): IdentificationResult {
  if (session.persona === 'new') {
    const token = randomToken('reg');
    const details = freshIdentity(record.method, {
      session: record.token,
      ...(record.personalCode ? { personalCode: record.personalCode } : {}),
      ...(record.phoneNumber ? { phoneNumber: record.phoneNumber } : {}),
    });
    db.state.registrationTokens[token] = { token, method: record.method, details, used: false };
    return { registrationToken: token, details };
  }
  // an approval without a persona counts as the registered player: the provider knows the person
  const token = randomToken('login');
  db.state.loginTokens[token] = { token, email: seededPlayerEmail(IDENTIFICATION_METHODS[record.method].market), singleUse: true };
  return session.persona === 'registeredAutoLogin' ? { loginToken: token, autoLogin: true } : { loginToken: token };
}
