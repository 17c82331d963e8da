import { formatMoney } from '../../catalogues/format-money';
import type { StoreApiError } from '../../stores/api-port';

/** The field-issue parameters that carry an amount of the limit's currency (spec 5: minimum, maximum, the Dutch contact threshold). */
const MONEY_PARAMS = ['limit'] as const;
const MONEY_CODES: ReadonlySet<string> = new Set(['minimum', 'maximum', 'aboveContactThreshold']);

/**
 * The platform's field issues of a money limit with their amounts in the site's money format
 * ("1.000,00 €", spec 3 §9) instead of the raw decimal string ("1000.00") the platform sends.
 * Anything else passes unchanged.
 */
export function moneyFieldIssues(error: StoreApiError, currency: string): StoreApiError {
  const details = error.errorDetails;
  if (!details || !Array.isArray(details.fields)) return error;
  const fields: unknown[] = details.fields.map((item: unknown) => {
    if (item === null || typeof item !== 'object') return item;
    const issue = item as { code?: unknown; params?: unknown };
    if (typeof issue.code !== 'string' || !MONEY_CODES.has(issue.code) || issue.params === null || typeof issue.params !== 'object') return item;
    const params: Record<string, unknown> = { ...(issue.params as Record<string, unknown>) };
    for (const name of MONEY_PARAMS) {
      const value = params[name];
      if (typeof value === 'string') params[name] = formatMoney(value, currency);
    }
    return { ...issue, params };
  });
  return { ...error, errorDetails: { ...details, fields } };
}
