import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo } from 'react';
import { useFieldTranslation } from '../use-field-translation';
import { runtimeInput } from '../../engine/runtime-inputs/check-runtime-inputs';
import { formContextOf } from '../form-state/form-context-of';
import { useFormValue } from '../form-state/use-form-value';
import { SelectControl } from './select-control';
import { sofRangeLabel } from './sof-range-label';

/**
 * A source-of-funds type's monthly range in range mode (spec 1 §5): shown once the type's checkbox
 * (ui:options `checkedBy`, a top-level boolean field) is checked, cleared when it is unchecked;
 * the choices are the runtime input's ranges ("start - end currency/month", "less than end",
 * "more than start"). Whether it is required is the schema's `if`/`then`.
 */
export function SofRangeSelectWidget(props: WidgetProps) {
  const value: unknown = props.value;
  const { registry, options, onChange } = props;
  const { t } = useFieldTranslation();
  const context = formContextOf(registry);
  const { ranges, currency } = runtimeInput(context.inputs, 'sourceOfFunds', context.formId);
  const field = typeof options.checkedBy === 'string' ? options.checkedBy : '';
  const checked = useFormValue(context.dataStore, field) === true;
  const hasValue = typeof value === 'string' && value !== '';
  useEffect(() => {
    if (!checked && hasValue) onChange(undefined);
  }, [checked, hasValue, onChange]);
  const choices = useMemo(() => ranges.map((range) => ({ value: range, label: sofRangeLabel(t, range, currency) })), [ranges, currency, t]);
  if (!checked) return null;
  return (
    <SelectControl
      {...props}
      name={props.htmlName ?? props.id}
      value={typeof value === 'string' ? value : ''}
      choices={choices}
      placeholder={t('renderer:select.placeholder')}
      onSelect={(picked) => onChange(picked === '' ? undefined : picked)}
    />
  );
}
