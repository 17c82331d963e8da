import type { IdentificationMethod, IdentificationResult } from '../../api/endpoints';
import { FlowCallError } from '../../engine/flow-call-error';
import { identificationOutcome } from '../../features/identification/identification-outcome';
import { isRedirectState, redirectPurposeOf, REDIRECT_STATE_KEY } from '../../features/identification/redirect-state';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import { PROVIDER_RETURN_PARAMS, readProviderReturn, type ProviderReturn } from '../layout/read-provider-return';

/** 302 "The verification was not completed. Please try again.", 303 "The verification was rejected…" (spec 1 §8). */
const NOT_DONE: Readonly<Record<Exclude<ProviderReturn['value'], 'done'>, number>> = { cancelled: 302, rejected: 303 };
const NOT_COMPLETED: StoreApiError = { errorCode: 302, kind: 'server' };

/**
 * The return of a redirect provider (zignSec) to the verification page it left from (spec 1 §4
 * "Redirect verification sends the browser off with a return URL"): the address's return
 * parameters, for a state this tab left with for a verification. Read only — StrictMode may render
 * twice; forgetVerificationReturn uses it up afterwards. A return that is not this tab's, or not a
 * verification's, is null (the registration's return is src/app/layout/provider-return.tsx's).
 */
export function peekVerificationReturn(search: string, storage: Pick<Storage, 'getItem'>): ProviderReturn | null {
  const providerReturn = readProviderReturn(new URLSearchParams(search));
  if (providerReturn === null || redirectPurposeOf(providerReturn.state) !== 'verification') return null;
  return isRedirectState(storage, providerReturn.state) ? providerReturn : null;
}

/** Whether the address carries a verification's return, this tab's or not (it is removed either way). */
export function hasVerificationReturnParams(search: string): boolean {
  const providerReturn = readProviderReturn(new URLSearchParams(search));
  return providerReturn !== null && redirectPurposeOf(providerReturn.state) === 'verification';
}

/** The address without the return parameters, and the tab's stored state used up: a reload never resolves the return twice. */
export function forgetVerificationReturn(search: string, storage: Pick<Storage, 'removeItem'>): string {
  try {
    storage.removeItem(REDIRECT_STATE_KEY);
  } catch {
    // blocked storage: the state could not be stored either, so no return matches it
  }
  const params = new URLSearchParams(search);
  for (const name of PROVIDER_RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The identification a verification's return brings: a `done` return is resolved with the
 * provider's token (identificationResult, spec 1 §7 "verification result submission"); a cancelled
 * or rejected one, an error or an expired answer is the failure the verification shows.
 */
export async function resolveVerificationReturn(api: ApiPort, providerReturn: ProviderReturn, signal?: AbortSignal): Promise<IdentificationResult> {
  if (providerReturn.value !== 'done') throw new FlowCallError<StoreApiError>({ errorCode: NOT_DONE[providerReturn.value], kind: 'server' });
  // readProviderReturn took only a redirect method the identification feature describes
  const method = providerReturn.method as IdentificationMethod;
  const answer = await api.call('identificationResult', { method, titanToken: providerReturn.titanToken }, { signal });
  if (!answer.ok) throw new FlowCallError(answer.error);
  const outcome = identificationOutcome(answer.data);
  if (outcome.kind === 'result') return outcome.result;
  throw new FlowCallError(outcome.kind === 'error' ? outcome.error : NOT_COMPLETED);
}
