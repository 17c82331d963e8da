import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from '../templates/base-input-template';
import { formContextOf } from '../form-state/form-context-of';
import { useFormValue } from '../form-state/use-form-value';

/**
 * Free text that is enabled only while another field has a given value (AML sourceOfFundOther
 * while sourceOfFund is "other", spec 1 §3); while disabled its value is cleared, so nothing
 * stale is sent. ui:options: `enabledWhenField` (a top-level field), `enabledWhenValue`.
 * Whether it is required then is the schema's `if`/`then`.
 */
export function DependentTextWidget(props: WidgetProps) {
  const value: unknown = props.value;
  const { options, registry, onChange, disabled, readonly } = props;
  const context = formContextOf(registry);
  const field = typeof options.enabledWhenField === 'string' ? options.enabledWhenField : '';
  const other = useFormValue(context.dataStore, field);
  const enabled = field !== '' && other === options.enabledWhenValue;
  const hasValue = value !== undefined && value !== '';
  useEffect(() => {
    if (!enabled && hasValue) onChange(options.emptyValue);
  }, [enabled, hasValue, onChange, options.emptyValue]);
  return <BaseInputTemplate {...props} type="text" disabled={disabled || !enabled} readonly={readonly} />;
}
