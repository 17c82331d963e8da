import type { IdentificationResult } from '../../api/endpoint-types';
import type { ApiPort, StoreApiError } from '../../stores/api-port';

export type WaitOutcome =
  | { kind: 'result'; result: IdentificationResult }
  | { kind: 'expired' }
  | { kind: 'error'; error: StoreApiError };

/**
 * The waiting request of code-based identification (spec 1 §7): sent with the token and a
 * 500 ms limit, repeated after every time-out until the platform answers with identification
 * data, an expired status or an error. An abort (cancel) stops it.
 */
export async function waitForIdentification(api: ApiPort, token: string, signal: AbortSignal): Promise<WaitOutcome> {
  for (;;) {
    const answer = await api.call<IdentificationResult>('identificationWait', { token }, { signal });
    if (signal.aborted) throw signal.reason;
    if (!answer.ok) {
      if (answer.error.kind === 'timeout') continue;
      return { kind: 'error', error: answer.error };
    }
    const result = answer.data;
    if (result.status === 'expired') return { kind: 'expired' };
    if (typeof result.error === 'number') return { kind: 'error', error: { errorCode: result.error, kind: 'server' } };
    if (result.loginToken !== undefined || result.registrationToken !== undefined || result.details !== undefined) {
      return { kind: 'result', result };
    }
    // an empty answer is the platform's own "still waiting"
  }
}
