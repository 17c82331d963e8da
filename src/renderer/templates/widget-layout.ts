import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * How the field template frames a widget: `single` (one control, `<label for>`), `group`
 * (several controls: fieldset + legend), `inline` (a checkbox that carries its own label),
 * `hidden` (no frame).
 */
export type WidgetLayout = 'single' | 'group' | 'inline' | 'hidden';

const GROUP_WIDGETS = new Set(['radio', 'campaignSelect', 'birthDate']);
const INLINE_WIDGETS = new Set(['checkbox', 'consent']);

export function widgetLayout(schema: RJSFSchema, uiSchema: UiSchema | undefined): WidgetLayout {
  const named = uiSchema?.['ui:widget'];
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const widget = typeof named === 'string' ? named : schema.type === 'boolean' ? 'checkbox' : undefined;
  if (widget === 'hidden') return 'hidden';
  if (widget === 'birthDate' && options.variant === 'input') return 'single';
  if (widget && GROUP_WIDGETS.has(widget)) return 'group';
  if (widget && INLINE_WIDGETS.has(widget)) return 'inline';
  return 'single';
}
