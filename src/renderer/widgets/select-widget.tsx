import { useCallback, useMemo } from 'react';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { optionLabel } from './option-label';
import { SelectControl } from './select-control';

/**
 * One choice of an enum / oneOf as a native select; option titles are i18n keys.
 * ui:options: `labelPrefix` (i18n prefix for bare enum values), `placeholder` (i18n key).
 */
export function SelectWidget(props: WidgetProps) {
  const value: unknown = props.value;
  const { options, onChange, placeholder } = props;
  const { t } = useFieldTranslation();
  const enumOptions = useMemo(() => options.enumOptions ?? [], [options.enumOptions]);
  const index = enumOptionsIndexForValue(value, enumOptions);
  // translated once per option list and language, not on every render (mount profile: t() was a quarter of it)
  const labelPrefix: unknown = options.labelPrefix;
  const choices = useMemo(
    () => enumOptions.map((option, position) => ({ value: String(position), label: optionLabel(t, option.label, option.value, labelPrefix) })),
    [enumOptions, labelPrefix, t],
  );
  const onSelect = useCallback(
    (picked: string) => onChange(enumOptionsValueForIndex(picked, enumOptions, options.emptyValue)),
    [onChange, enumOptions, options.emptyValue],
  );
  return (
    <SelectControl
      {...props}
      name={props.htmlName ?? props.id}
      value={index === undefined ? '' : String(index)}
      choices={choices}
      placeholder={t(placeholder || 'renderer:select.placeholder')}
      onSelect={onSelect}
    />
  );
}
