import type { ApiError } from './api-error';

/**
 * What the JSON client and the upload share: one time limit per call combined with the caller's
 * cancel, one reading of answer bodies, one error object for transport failures.
 */
export interface CallSignal {
  signal: AbortSignal;
  timeoutSignal: AbortSignal;
  callerSignal: AbortSignal | undefined;
}

export function callSignal(timeoutMs: number, callerSignal: AbortSignal | undefined): CallSignal {
  const timeoutSignal = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeoutSignal]) : timeoutSignal;
  return { signal, timeoutSignal, callerSignal };
}

export function parseJson(text: string): { valid: boolean; value: unknown } {
  if (text.trim() === '') return { valid: true, value: undefined };
  try {
    return { valid: true, value: JSON.parse(text) as unknown };
  } catch {
    return { valid: false, value: undefined };
  }
}

/** A failure without a usable answer: timeout, the caller's abort, or the network. */
export function transportError(cause: unknown, signals: CallSignal, path: string): ApiError {
  const { signal, timeoutSignal, callerSignal } = signals;
  const base = { errorCode: 0, path, ...(cause instanceof Error ? { error: cause.message } : {}) };
  if (signal.aborted) {
    // AbortSignal.any keeps the reason of whichever signal fired first
    const timedOut = timeoutSignal.aborted && signal.reason === timeoutSignal.reason;
    if (timedOut || !callerSignal?.aborted) return { ...base, kind: 'timeout' };
    return { ...base, kind: 'aborted' };
  }
  return { ...base, kind: 'network' };
}
