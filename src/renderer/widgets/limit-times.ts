import { formatDistanceStrict } from 'date-fns';
import { enGB, hu, sv } from 'date-fns/locale';

const LOCALES = { en: enGB, hu, sv } as const;

/** "in 3 days" style distance from now to a limit's effective or renewal time, in the page language. */
export function limitTimeDistance(iso: string, now: number, language: string): string {
  const locale = Object.hasOwn(LOCALES, language) ? LOCALES[language as keyof typeof LOCALES] : enGB;
  return formatDistanceStrict(new Date(iso), new Date(now), { locale });
}

/** The exact date and time of a limit change, in the page language ("18.01.2026, 13:00"). */
export function limitTimeText(iso: string, language: string): string {
  // English pages use the day-first British order, like the German number format the site uses
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
