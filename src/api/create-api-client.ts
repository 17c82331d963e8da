import type { ApiResult } from './api-error';
import { buildRequest } from './build-request';
import {
  ENDPOINTS,
  type CreatingEndpointName,
  type EndpointDefinition,
  type EndpointName,
  type EndpointTypes,
  type MultipartEndpointName,
} from './endpoints';
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey, MissingIdempotencyKeyError, type IdempotencyKey } from '../engine/idempotency-key';
import { parseServerError } from './parse-server-error';
import { ResponseCache } from './response-cache';
import { callSignal, parseJson, transportError } from './transport';
import { createUploader, type UploadOptions, type UploadRequest, type XhrFactory } from './upload';

export interface ApiClientOptions {
  /** '/api' (mock platform, same origin) or VITE_API_BASE_URL of a real platform */
  baseUrl?: string;
  /** defaults to the global fetch, looked up per call so test interceptors installed later apply */
  fetch?: typeof fetch;
  /** 'include' so a platform on another origin (VITE_API_BASE_URL) still gets its session cookie */
  credentials?: RequestCredentials;
  /** the cache clock in ms (tests: a fake clock); default Date.now */
  now?: () => number;
  /** the XMLHttpRequest of uploads (tests: a fake); default the global one, looked up per upload */
  createXhr?: XhrFactory;
}

export interface CallOptions {
  /** the caller's cancel (flow exit, unmount, Cancel button) */
  signal?: AbortSignal;
  /** overrides the endpoint's default time limit (balance popover: TIMEOUTS.balancePopover) */
  timeoutMs?: number;
  /** sent with fetch's keepalive, so the call outlives the page (the game session's close on unload, spec 3 §4) */
  keepalive?: boolean;
}

/** Options of a call that creates something: the attempt's key (`newIdempotencyKey()`, kept by the flow). */
export interface CreatingCallOptions extends CallOptions {
  idempotencyKey: IdempotencyKey;
}

export type EndpointPayload<E extends EndpointName> = EndpointTypes[E]['payload'];
export type EndpointData<E extends EndpointName> = EndpointTypes[E]['data'];
/** JSON calls that create nothing: no key needed. */
export type PlainEndpointName = Exclude<EndpointName, CreatingEndpointName | MultipartEndpointName>;
/** JSON calls that create something: `{ idempotencyKey }` required. */
export type JsonCreatingEndpointName = Exclude<CreatingEndpointName, MultipartEndpointName>;

export interface ApiClient {
  /**
   * Never rejects for an expected failure (server error, timeout, network, abort): the result
   * says which. The answer type follows the endpoint; `call<T>(…)` names it explicitly.
   * A call that creates something (`creates` in its row: register, registerVia…) requires
   * `{ idempotencyKey }` — a type error without it, and it throws MissingIdempotencyKeyError at
   * once (a programming error, not a failure). A multipart endpoint throws: use `upload`.
   */
  call<E extends JsonCreatingEndpointName>(endpoint: E, payload: EndpointPayload<E>, options: CreatingCallOptions): Promise<ApiResult<EndpointData<E>>>;
  call<E extends PlainEndpointName>(endpoint: E, payload?: EndpointPayload<E>, options?: CallOptions): Promise<ApiResult<EndpointData<E>>>;
  call<T>(endpoint: JsonCreatingEndpointName, payload: unknown, options: CreatingCallOptions): Promise<ApiResult<T>>;
  call<T>(endpoint: PlainEndpointName, payload?: unknown, options?: CallOptions): Promise<ApiResult<T>>;
  /** Multipart upload with progress and abort (`src/api/upload.ts`); the key is required as for `call`. */
  upload<E extends MultipartEndpointName>(endpoint: E, request: UploadRequest<E>, options: UploadOptions): Promise<ApiResult<EndpointData<E>>>;
  /** The served `fe.cacheTimeouts` (seconds per GET endpoint, at least 5); the settings store passes them after loading. */
  setCacheTimeouts(served: unknown): void;
  /** Forgets cached answers of these endpoints (or all). */
  clearCache(endpoints?: readonly EndpointName[]): void;
}

interface AnyCallOptions extends CallOptions {
  idempotencyKey?: unknown;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const credentials = options.credentials ?? 'include';
  const cache = new ResponseCache(options.now);
  const uploader = createUploader({
    baseUrl,
    withCredentials: credentials === 'include',
    ...(options.createXhr ? { createXhr: options.createXhr } : {}),
  });

  function call(endpoint: EndpointName, payload?: unknown, callOptions: AnyCallOptions = {}): Promise<ApiResult<unknown>> {
    const definition = ENDPOINTS[endpoint];
    if (definition.body === 'multipart') throw new TypeError(`The call '${endpoint}' is multipart: use upload()`);
    if (definition.creates !== undefined && !isIdempotencyKey(callOptions.idempotencyKey)) {
      throw new MissingIdempotencyKeyError(endpoint);
    }
    return send(endpoint, definition, payload, callOptions);
  }

  async function send(
    endpoint: EndpointName,
    definition: EndpointDefinition,
    payload: unknown,
    callOptions: AnyCallOptions,
  ): Promise<ApiResult<unknown>> {
    const request = buildRequest(baseUrl, definition, payload);
    const cacheable = request.method === 'GET' && cache.secondsFor(endpoint) !== undefined;
    if (cacheable) {
      const kept = cache.get(endpoint, request.url);
      if (kept) return { ok: true, data: kept.data };
    }
    const signals = callSignal(callOptions.timeoutMs ?? definition.timeoutMs, callOptions.signal);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (isIdempotencyKey(callOptions.idempotencyKey)) headers[IDEMPOTENCY_KEY_HEADER] = callOptions.idempotencyKey;

    try {
      const response = await doFetch(request.url, {
        method: request.method,
        headers,
        body: request.body,
        credentials,
        signal: signals.signal,
        ...(callOptions.keepalive === true ? { keepalive: true } : {}),
      });
      // the body is read inside the try: a timeout while streaming it is still a timeout
      const text = await response.text();
      const body = parseJson(text);
      if (!response.ok) return { ok: false, error: parseServerError(body.value, response.status, request.path) };
      if (!body.valid) return { ok: false, error: parseServerError(undefined, response.status, request.path) };
      const data = body.value ?? {};
      if (cacheable) cache.put(endpoint, request.url, data);
      return { ok: true, data };
    } catch (cause) {
      return { ok: false, error: transportError(cause, signals, request.path) };
    } finally {
      // whatever a write did (or may have done before a timeout) can change what reads answer
      if (request.method !== 'GET') cache.clear();
    }
  }

  return {
    call,
    // an upload changes what reads answer (documents, verification status)
    upload: (endpoint, request, uploadOptions) => uploader.upload(endpoint, request, uploadOptions).finally(() => cache.clear()),
    setCacheTimeouts: (served) => cache.setTimeouts(served),
    clearCache: (endpoints) => cache.clear(endpoints),
  };
}
