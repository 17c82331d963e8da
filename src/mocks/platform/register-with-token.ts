import type { IdentificationMethod } from '../../api/endpoints';
import type { RuleContext } from '../../engine/rules/rule';
import type { MockDb } from '../db/create-mock-db';
import { platformFailure } from './platform-failure';
import { registerPlayer, type RegisterOutcome } from './register-player';

/** Methods with a registration call of their own; the others register through `register`. */
const DEDICATED_METHODS: ReadonlySet<IdentificationMethod> = new Set(['smartId', 'mobileId', 'cddn']);

/**
 * Registration after a "new person" identification. The token must exist, be unused and
 * come from the method of the call (`endpointMethod` for registerViaSmartId / MobileId /
 * CddnV3; for `register`, the payload's `method`, never one of those three) — else 286.
 * What the provider identified overrides the form (the server trusts the provider, not the
 * browser); then the usual registration checks and outcome apply, and the player is verified.
 */
export async function registerWithToken(
  db: MockDb,
  data: Record<string, unknown>,
  ctx: RuleContext,
  endpointMethod?: IdentificationMethod,
): Promise<RegisterOutcome> {
  const { registrationToken, method, ...form } = data;
  const record = typeof registrationToken === 'string' ? db.state.registrationTokens[registrationToken] : undefined;
  const expected = endpointMethod ?? method;
  const refused =
    !record ||
    record.used ||
    record.method !== expected ||
    (method !== undefined && method !== record.method) ||
    (endpointMethod === undefined && DEDICATED_METHODS.has(record.method));
  if (refused) return { ok: false, failure: platformFailure(286) };
  const identified = Object.fromEntries(Object.entries(record.details).filter(([, value]) => value !== undefined && value !== ''));
  const outcome = await registerPlayer(db, { ...form, ...identified }, ctx, { verified: true });
  if (outcome.ok) record.used = true;
  return outcome;
}
