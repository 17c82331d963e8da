import type { ApiError } from './api-error';
import { ERROR_CATALOGUE, type DescribeOptions } from './error-catalogue';
import type { ErrorDescription } from './error-description';

/** The i18n key and placeholder values for an error; unknown codes fall back to code 0. */
export function describeApiError(error: ApiError, options: DescribeOptions = {}): ErrorDescription {
  if (error.kind !== 'server') return { key: `errors:kind.${error.kind}`, params: {} };
  const code = String(error.errorCode);
  const entry = Object.hasOwn(ERROR_CATALOGUE, code) ? ERROR_CATALOGUE[code] : undefined;
  if (!entry) return { key: 'errors:code.0', params: {} };
  const text = entry.describe?.(error, options);
  return {
    key: text?.variant ? `errors:code.${code}_${text.variant}` : `errors:code.${code}`,
    params: text?.params ?? {},
  };
}
