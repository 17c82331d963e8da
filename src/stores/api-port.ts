import type { ApiError, ApiResult } from '../api/api-error';
import type { ApiClient, CallOptions } from '../api/create-api-client';

/** The api client as the stores use it; tests inject a fake with the same `call`. */
export type ApiPort = Pick<ApiClient, 'call'>;
export type StoreApiError = ApiError;
export type StoreApiResult<T> = ApiResult<T>;
export type StoreCallOptions = CallOptions;
