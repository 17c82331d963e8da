import type { IdentificationResult } from '../../api/endpoints';
import type { StoreApiError } from '../../stores/api-port';

export type IdentificationOutcome =
  | { kind: 'result'; result: IdentificationResult }
  | { kind: 'expired' }
  | { kind: 'error'; error: StoreApiError }
  | { kind: 'pending' };

/**
 * How an identification answer ended (spec 1 §3): identification data, `status: expired`, an
 * `error` code, or nothing yet (the platform's own "still waiting").
 */
export function identificationOutcome(result: IdentificationResult): IdentificationOutcome {
  if (result.status === 'expired') return { kind: 'expired' };
  if (typeof result.error === 'number') return { kind: 'error', error: { errorCode: result.error, kind: 'server' } };
  if (result.loginToken !== undefined || result.registrationToken !== undefined || result.details !== undefined) return { kind: 'result', result };
  return { kind: 'pending' };
}
