import type { AccountVerificationStatusData, EndpointName } from '../../api/endpoints';
import type { ApiPort, StoreApiError } from '../../stores/api-port';

/**
 * The cached reads an identity verification makes stale (spec 1 §4 "Account validation": "cached
 * documents, verification and deposit details are cleared"): the documents and source-of-funds
 * lists, the verification states, the account details and the cashier's deposit details (a
 * verified player may be offered other methods and limits).
 */
export const ACCOUNT_VALIDATION_CACHED_ENDPOINTS = [
  'documents',
  'sourceOfFunds',
  'accountVerificationStatus',
  'contactVerificationStatus',
  'accountDetails',
  'depositDetails',
] as const satisfies readonly EndpointName[];

export type AccountValidationOutcome =
  | { ok: true; status: AccountVerificationStatusData['status'] }
  | { ok: false; error: StoreApiError };

export interface RefreshAccountValidationDeps {
  api: ApiPort;
  /** reloads the player's account details (the side menu, the profile and the cashier read them) */
  reloadDetails: () => Promise<unknown>;
  signal?: AbortSignal;
}

/**
 * After an automatic identity provider is done (spec 1 §4), for the verification page and the
 * documents pages alike: forgets the cached reads first, so nothing answers from before the
 * verification, then refetches the verification status from the platform — the provider's
 * message only says it has finished, never how — and reloads the account details. The caller
 * notifies success when the status is `approved` and an error otherwise.
 */
export async function refreshAccountValidation({ api, reloadDetails, signal }: RefreshAccountValidationDeps): Promise<AccountValidationOutcome> {
  api.clearCache?.(ACCOUNT_VALIDATION_CACHED_ENDPOINTS);
  const answer = await api.call<AccountVerificationStatusData>('accountVerificationStatus', undefined, { signal });
  await reloadDetails();
  return answer.ok ? { ok: true, status: answer.data.status } : { ok: false, error: answer.error };
}
