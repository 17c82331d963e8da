import { formatDecimal } from './format-decimal';

/** Above this many minutes a session limit is shown in hours (spec 3 §3: "more than 6 hours"). */
export const SESSION_LIMIT_HOURS_ABOVE_MINUTES = 6 * 60;

export interface SessionLimitDisplay {
  unit: 'hours' | 'minutes';
  /** German format, 0–2 decimals ("6,5") */
  value: string;
}

/**
 * How a session limit given in minutes is shown: hours when more than 6 hours, else minutes.
 * The caller's translation puts the unit around the value.
 */
export function sessionLimitDisplay(minutes: number): SessionLimitDisplay {
  const total = Math.max(0, Math.round(minutes));
  if (total <= SESSION_LIMIT_HOURS_ABOVE_MINUTES) return { unit: 'minutes', value: String(total) };
  // hundredths of an hour from whole minutes, rounded half up without floats
  const hundredths = Math.floor((total * 100 * 2 + 60) / 120);
  const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  return { unit: 'hours', value: formatDecimal(text, { minimumFractionDigits: 0 }) ?? text };
}
