import type { WidgetProps } from '@rjsf/utils';

/** A value the form carries without showing it (tokens, ids). */
export function HiddenWidget({ id, htmlName, value }: WidgetProps) {
  return <input type="hidden" id={id} name={htmlName ?? id} value={value === undefined || value === null ? '' : String(value)} />;
}
