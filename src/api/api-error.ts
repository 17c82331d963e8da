/** How a call failed: the server answered with an error object, or no usable answer arrived. */
export type ApiErrorKind = 'server' | 'timeout' | 'network' | 'aborted';

/** Numeric platform codes (107, 196, …) and the few string codes (expiredVerification, 80_2013). */
export type ApiErrorCode = number | string;

/** The platform's error object (spec 3 §3 "Server error object"), as sent with an HTTP 4xx. */
export interface ServerErrorBody {
  errorCode: ApiErrorCode;
  error?: string;
  errorDetails?: Record<string, unknown>;
  errorSubCode?: number | string;
  errorSubMessage?: string;
  expireTime?: string;
  expireTimestamp?: number;
  errorUrl?: string;
}

/**
 * A failed call. Transport failures (timeout, network, aborted) carry errorCode 0 so code that
 * only looks at `errorCode` still falls back to the generic text; `kind` says what happened.
 * `path` is the request path (without query): some texts depend on it (235/260/261 name the
 * blocked action by the call that was refused).
 */
export interface ApiError extends ServerErrorBody {
  kind: ApiErrorKind;
  status?: number;
  path?: string;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };
