import type { ApiErrorCode } from './api-error';

/** Login answers that lead into another step (prefill, contract, …) instead of a notice (spec 3 §8). */
const SILENT_LOGIN_CODES: ReadonlySet<string> = new Set(['214', '222', '247', '248', '295', '304']);

export function isShownInLoginNotice(code: ApiErrorCode): boolean {
  return !SILENT_LOGIN_CODES.has(String(code));
}
