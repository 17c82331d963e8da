import type { IdentificationResult } from '../../api/endpoints';
import type { ApiPort } from '../../stores/api-port';
import { identificationOutcome, type IdentificationOutcome } from './identification-outcome';

export type WaitOutcome = Exclude<IdentificationOutcome, { kind: 'pending' }>;

/** How long after the code's expiry the platform still gets to say how it ended. */
const EXPIRY_GRACE_MS = 5000;
/** An immediate "still waiting" answer is not repeated faster than this. */
const MIN_INTERVAL_MS = 500;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

/**
 * The waiting request of code-based identification (spec 1 §7): sent with the token and a
 * 500 ms limit, repeated after every time-out until the platform answers with identification
 * data, an expired status or an error — and at the latest shortly after the code expired. An
 * abort (cancel) stops it.
 */
export async function waitForIdentification(api: ApiPort, token: string, signal: AbortSignal, expiresAt?: number, now: () => number = Date.now): Promise<WaitOutcome> {
  for (;;) {
    if (expiresAt !== undefined && now() > expiresAt + EXPIRY_GRACE_MS) return { kind: 'expired' };
    const sentAt = now();
    const answer = await api.call<IdentificationResult>('identificationWait', { token }, { signal });
    if (signal.aborted) throw signal.reason;
    if (!answer.ok) {
      if (answer.error.kind === 'timeout') continue;
      return { kind: 'error', error: answer.error };
    }
    const outcome = identificationOutcome(answer.data);
    if (outcome.kind !== 'pending') return outcome;
    const elapsed = now() - sentAt;
    if (elapsed < MIN_INTERVAL_MS) await pause(MIN_INTERVAL_MS - elapsed, signal);
  }
}
