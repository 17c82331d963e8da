/** Interface languages the site ships complete translations for; the first is the default (no path prefix). */
export const SUPPORTED_LANGUAGES = ['en', 'hu', 'sv'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isSupportedLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
