import { FlowCallError } from '../engine/flow-call-error';
import type { StoreApiError } from './api-port';

type CallAnswer<T> = { ok: true; data: T } | { ok: false; error: StoreApiError };

/** A call's data, or a FlowCallError carrying the failure, as flow actors need it. */
export async function callOrThrow<T>(call: Promise<CallAnswer<T>>): Promise<T> {
  const answer = await call;
  if (!answer.ok) throw new FlowCallError(answer.error);
  return answer.data;
}

/** The platform failure an actor rejected with; anything else is the generic network failure. */
export function apiErrorOf(error: unknown): StoreApiError {
  return error instanceof FlowCallError ? (error.cause as StoreApiError) : { errorCode: 0, kind: 'network' };
}
