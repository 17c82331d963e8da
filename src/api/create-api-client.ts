import type { ApiError, ApiResult } from './api-error';
import { buildRequest } from './build-request';
import type { EndpointTypes } from './endpoint-types';
import { ENDPOINTS, type EndpointName } from './endpoints';
import { parseServerError } from './parse-server-error';

export interface ApiClientOptions {
  /** '/api' (mock platform, same origin) or VITE_API_BASE_URL of a real platform */
  baseUrl?: string;
  /** defaults to the global fetch, looked up per call so test interceptors installed later apply */
  fetch?: typeof fetch;
  /** 'include' so a platform on another origin (VITE_API_BASE_URL) still gets its session cookie */
  credentials?: RequestCredentials;
}

export interface CallOptions {
  /** the caller's cancel (flow exit, unmount, Cancel button) */
  signal?: AbortSignal;
  /** overrides the endpoint's default time limit (balance popover: TIMEOUTS.balancePopover) */
  timeoutMs?: number;
}

export type EndpointPayload<E extends EndpointName> = EndpointTypes[E]['payload'];
export type EndpointData<E extends EndpointName> = EndpointTypes[E]['data'];

export interface ApiClient {
  /**
   * Never rejects for an expected failure (server error, timeout, network, abort): the result
   * says which. The answer type follows the endpoint; `call<T>(…)` names it explicitly.
   */
  call<E extends EndpointName>(endpoint: E, payload?: EndpointPayload<E>, options?: CallOptions): Promise<ApiResult<EndpointData<E>>>;
  call<T>(endpoint: EndpointName, payload?: unknown, options?: CallOptions): Promise<ApiResult<T>>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const credentials = options.credentials ?? 'include';

  async function call<T>(endpoint: EndpointName, payload?: unknown, callOptions: CallOptions = {}): Promise<ApiResult<T>> {
    const definition = ENDPOINTS[endpoint];
    const request = buildRequest(baseUrl, definition, payload);
    const timeoutSignal = AbortSignal.timeout(callOptions.timeoutMs ?? definition.timeoutMs);
    const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeoutSignal]) : timeoutSignal;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';

    try {
      const response = await doFetch(request.url, {
        method: request.method,
        headers,
        body: request.body,
        credentials,
        signal,
      });
      // the body is read inside the try: a timeout while streaming it is still a timeout
      const text = await response.text();
      const body = parseJson(text);
      if (!response.ok) return { ok: false, error: parseServerError(body.value, response.status, request.path) };
      if (!body.valid) return { ok: false, error: parseServerError(undefined, response.status, request.path) };
      return { ok: true, data: (body.value ?? {}) as T };
    } catch (cause) {
      return { ok: false, error: transportError(cause, signal, timeoutSignal, callOptions.signal, request.path) };
    }
  }

  return { call };
}

function parseJson(text: string): { valid: boolean; value: unknown } {
  if (text.trim() === '') return { valid: true, value: undefined };
  try {
    return { valid: true, value: JSON.parse(text) as unknown };
  } catch {
    return { valid: false, value: undefined };
  }
}

function transportError(
  cause: unknown,
  signal: AbortSignal,
  timeoutSignal: AbortSignal,
  callerSignal: AbortSignal | undefined,
  path: string,
): ApiError {
  const base = { errorCode: 0, path, ...(cause instanceof Error ? { error: cause.message } : {}) };
  if (signal.aborted) {
    // AbortSignal.any keeps the reason of whichever signal fired first
    const timedOut = timeoutSignal.aborted && signal.reason === timeoutSignal.reason;
    if (timedOut || !callerSignal?.aborted) return { ...base, kind: 'timeout' };
    return { ...base, kind: 'aborted' };
  }
  return { ...base, kind: 'network' };
}
