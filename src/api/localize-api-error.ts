import type { ApiError } from './api-error';
import { describeApiError } from './describe-api-error';
import type { DescribeOptions } from './error-catalogue';
import type { ErrorParam, TranslatedParam } from './error-description';

/** The part of i18next's `t` this needs; i18next's and react-i18next's `t` both fit. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The player-facing text of a failed call, in the language of `t`. */
export function localizeApiError(error: ApiError, t: Translate, options: DescribeOptions = {}): string {
  const { key, params } = describeApiError(error, options);
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) values[name] = resolve(value, t);
  // React escapes text itself; i18next escaping would turn "/" in formatted dates into entities
  return t(key, { ...values, interpolation: { escapeValue: false } });
}

function resolve(value: ErrorParam, t: Translate): unknown {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : translate(item, t)));
  if (isTranslated(value)) return translate(value, t);
  return value;
}

function translate(param: TranslatedParam, t: Translate): string {
  return t(param.key, { defaultValue: param.defaultValue });
}

function isTranslated(value: ErrorParam): value is TranslatedParam {
  return typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value);
}
