import type { ApiError, ApiResult } from '../api/api-error';
import type { ApiClient, CallOptions, CreatingCallOptions } from '../api/create-api-client';

/**
 * The api client as the stores use it; tests inject a fake with the same `call`. The rest is
 * optional so such fakes stay small: `upload` (multipart with progress), the served cache
 * timeouts and clearing cached answers.
 */
export type ApiPort = Pick<ApiClient, 'call'> & Partial<Pick<ApiClient, 'upload' | 'setCacheTimeouts' | 'clearCache'>>;
export type StoreApiError = ApiError;
export type StoreApiResult<T> = ApiResult<T>;
export type StoreCallOptions = CallOptions;
export type StoreCreatingCallOptions = CreatingCallOptions;
