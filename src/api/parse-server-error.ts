import type { ApiError, ApiErrorCode } from './api-error';

/** Reads the platform's error object from an error answer; anything else becomes code 0. */
export function parseServerError(body: unknown, status: number, path: string): ApiError {
  const error: ApiError = { kind: 'server', errorCode: 0, status, path };
  if (typeof body !== 'object' || body === null) return error;
  const source = body as Record<string, unknown>;
  const code = source.errorCode;
  if (isCode(code)) error.errorCode = code;
  if (typeof source.error === 'string') error.error = source.error;
  if (typeof source.errorDetails === 'object' && source.errorDetails !== null && !Array.isArray(source.errorDetails)) {
    error.errorDetails = source.errorDetails as Record<string, unknown>;
  }
  if (isCode(source.errorSubCode)) error.errorSubCode = source.errorSubCode;
  if (typeof source.errorSubMessage === 'string') error.errorSubMessage = source.errorSubMessage;
  if (typeof source.expireTime === 'string') error.expireTime = source.expireTime;
  if (typeof source.expireTimestamp === 'number') error.expireTimestamp = source.expireTimestamp;
  if (typeof source.errorUrl === 'string') error.errorUrl = source.errorUrl;
  return error;
}

function isCode(value: unknown): value is ApiErrorCode {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');
}
