import type { ApiResult } from './api-error';
import { buildRequest } from './build-request';
import { ENDPOINTS, type EndpointName, type EndpointTypes, type MultipartEndpointName } from './endpoints';
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey, MissingIdempotencyKeyError, type IdempotencyKey } from '../engine/idempotency-key';
import { parseServerError } from './parse-server-error';
import { callSignal, parseJson, transportError, type CallSignal } from './transport';

/**
 * Multipart upload (documents, source of funds, contact attachments): XMLHttpRequest, because
 * fetch reports no upload progress. Same result and error object as `call()` (server error,
 * timeout, network, aborted), the endpoint's time limit, the caller's AbortSignal (→ xhr.abort()),
 * and the attempt's idempotency key in `Idempotency-Key` (required, like every creating call).
 */
export type XhrFactory = () => XMLHttpRequest;

export interface UploadProgress {
  /** bytes of the request body sent so far */
  loaded: number;
  /** bytes of the whole request body (the file's size when the browser cannot tell) */
  total: number;
}

export interface UploadRequest<E extends MultipartEndpointName> {
  file: Blob;
  /** the part's file name; default the File's own name */
  fileName?: string;
  /** the other form fields of the endpoint (documents: name, side, type) */
  fields: EndpointTypes[E]['payload'];
}

export interface UploadOptions {
  /** the attempt's key (`newIdempotencyKey()`), kept by the flow for every retry of this file */
  idempotencyKey: IdempotencyKey;
  signal?: AbortSignal;
  /** overrides the endpoint's time limit (TIMEOUTS.upload) */
  timeoutMs?: number;
  onProgress?: (progress: UploadProgress) => void;
}

export interface UploaderOptions {
  baseUrl: string;
  /** send the session cookie to a platform on another origin */
  withCredentials: boolean;
  createXhr?: XhrFactory;
}

export interface Uploader {
  upload<E extends MultipartEndpointName>(
    endpoint: E,
    request: UploadRequest<E>,
    options: UploadOptions,
  ): Promise<ApiResult<EndpointTypes[E]['data']>>;
}

export function createUploader(uploaderOptions: UploaderOptions): Uploader {
  const createXhr = uploaderOptions.createXhr ?? (() => new XMLHttpRequest());
  return {
    upload<E extends MultipartEndpointName>(endpoint: E, request: UploadRequest<E>, options: UploadOptions) {
      const definition = ENDPOINTS[endpoint as EndpointName];
      if (definition.body !== 'multipart') throw new TypeError(`The call '${endpoint}' is not multipart: use call()`);
      if (!isIdempotencyKey(options.idempotencyKey)) throw new MissingIdempotencyKeyError(endpoint);
      const built = buildRequest(uploaderOptions.baseUrl, definition, request.fields);
      const form = new FormData();
      for (const [name, value] of Object.entries((request.fields ?? {}) as unknown as Record<string, unknown>)) {
        if (value !== undefined && value !== null) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
      const fileName = request.fileName ?? (typeof File !== 'undefined' && request.file instanceof File ? request.file.name : 'file');
      form.append('file', request.file, fileName);
      const signals = callSignal(options.timeoutMs ?? definition.timeoutMs, options.signal);
      return send<EndpointTypes[E]['data']>(createXhr(), built.url, built.path, form, request.file.size, signals, options, uploaderOptions.withCredentials);
    },
  };
}

function send<T>(
  xhr: XMLHttpRequest,
  url: string,
  path: string,
  form: FormData,
  fileSize: number,
  signals: CallSignal,
  options: UploadOptions,
  withCredentials: boolean,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: ApiResult<T>) => {
      if (settled) return;
      settled = true;
      signals.signal.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const onAbort = () => {
      settle({ ok: false, error: transportError(signals.signal.reason, signals, path) });
      xhr.abort();
    };
    if (signals.signal.aborted) {
      settle({ ok: false, error: transportError(signals.signal.reason, signals, path) });
      return;
    }
    signals.signal.addEventListener('abort', onAbort);

    xhr.open('POST', url);
    xhr.withCredentials = withCredentials;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    const onProgress = options.onProgress;
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event: ProgressEvent) => {
        if (settled) return;
        onProgress({ loaded: event.loaded, total: event.lengthComputable || event.total > 0 ? event.total : fileSize });
      });
    }
    xhr.addEventListener('load', () => {
      const body = parseJson(typeof xhr.responseText === 'string' ? xhr.responseText : '');
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (!ok) settle({ ok: false, error: parseServerError(body.value, xhr.status, path) });
      else if (!body.valid) settle({ ok: false, error: parseServerError(undefined, xhr.status, path) });
      else settle({ ok: true, data: (body.value ?? {}) as T });
    });
    xhr.addEventListener('error', () => settle({ ok: false, error: transportError(new Error('Network error'), signals, path) }));
    // an abort nobody asked for (the browser gave up, the page is leaving) is a network failure
    xhr.addEventListener('abort', () => settle({ ok: false, error: transportError(new Error('Upload aborted'), signals, path) }));
    xhr.addEventListener('timeout', () => settle({ ok: false, error: { kind: 'timeout', errorCode: 0, path } }));
    xhr.send(form);
  });
}
