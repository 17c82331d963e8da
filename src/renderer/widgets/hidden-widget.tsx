import type { WidgetProps } from '@rjsf/utils';

/** A value the form carries without showing it (tokens, ids). */
export function HiddenWidget({ id, htmlName, value }: WidgetProps) {
  const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  return <input type="hidden" id={id} name={htmlName ?? id} value={text} />;
}
