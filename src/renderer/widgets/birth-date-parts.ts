export interface DateParts {
  year: string;
  month: string;
  day: string;
}

const EMPTY: DateParts = { year: '', month: '', day: '' };

/** "1990-04-07" → { year: "1990", month: "4", day: "7" }; anything else → empty parts. */
export function splitDate(value: unknown): DateParts {
  if (typeof value !== 'string') return EMPTY;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return EMPTY;
  return { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** The YYYY-MM-DD value of complete parts, undefined while any part is missing. */
export function joinDate(parts: DateParts): string | undefined {
  if (!parts.year || !parts.month || !parts.day) return undefined;
  return `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}
