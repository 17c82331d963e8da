import type { TFunction } from 'i18next';
import { formatDecimal } from '../../catalogues/format-decimal';

/**
 * A source-of-funds range "start:end" as the player reads it (spec 1 §5): "start - end
 * currency/month", "less than end" without a start, "more than start" without an end.
 */
export function sofRangeLabel(t: TFunction, range: string, currency: string): string {
  const [start = '', end = ''] = range.split(':');
  const number = (value: string) => formatDecimal(value, { minimumFractionDigits: 0, maximumFractionDigits: 0 }) ?? value;
  if (start === '') return t('renderer:sofRange.lessThan', { end: number(end), currency });
  if (end === '') return t('renderer:sofRange.moreThan', { start: number(start), currency });
  return t('renderer:sofRange.between', { start: number(start), end: number(end), currency });
}
