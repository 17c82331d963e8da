import { getDecimalSeparator } from '@rjsf/utils';

let cached: { languages: string; separator: string } | undefined;

/**
 * The browser's decimal separator (rjsf's getDecimalSeparator), computed once per language list:
 * rjsf's NumberField builds an Intl.NumberFormat on every render, which was a quarter of mounting
 * a 200-field form (issue 18 profile).
 */
export function decimalSeparator(): string {
  const languages = typeof navigator !== 'undefined' && Array.isArray(navigator.languages) ? navigator.languages.join(',') : '';
  if (cached?.languages !== languages) cached = { languages, separator: getDecimalSeparator() };
  return cached.separator;
}
