import type { WidgetProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { optionLabel } from './option-label';
import { RadioChoices } from './radio-choices';

/** One choice of an enum / oneOf as radio buttons. ui:options: `labelPrefix` (i18n prefix for bare enum values). */
export function RadioWidget(props: WidgetProps) {
  const value: unknown = props.value;
  const { options, onChange } = props;
  const { t } = useFieldTranslation();
  const enumOptions = options.enumOptions ?? [];
  const choices = enumOptions.map((option) => ({
    key: String(option.value),
    label: optionLabel(t, option.label, option.value, options.labelPrefix),
    checked: option.value === value,
  }));
  return (
    <RadioChoices
      {...props}
      name={props.htmlName ?? props.id}
      choices={choices}
      onPick={(index) => onChange(enumOptions[index]?.value)}
    />
  );
}
