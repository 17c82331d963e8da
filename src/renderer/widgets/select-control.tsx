import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fieldAria } from './field-aria';

export interface SelectChoice {
  value: string;
  label: string;
}

export interface SelectControlProps {
  id: string;
  name?: string;
  value: string;
  choices: readonly SelectChoice[];
  placeholder: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  rawErrors?: string[];
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  autofocus?: boolean;
  autoComplete?: string;
  onSelect: (value: string) => void;
  onBlur: (id: string, value: unknown) => void;
  onFocus: (id: string, value: unknown) => void;
}

/** A native `<select>` over string choices with an empty first option, wired like every field. */
export function SelectControl(props: SelectControlProps) {
  const { id, name, value, choices, placeholder, schema, uiSchema, rawErrors, required, disabled, readonly, autofocus, autoComplete, onSelect, onBlur, onFocus } = props;
  const handleChange = useCallback(({ target }: ChangeEvent<HTMLSelectElement>) => onSelect(target.value), [onSelect]);
  const handleBlur = useCallback(({ target }: FocusEvent<HTMLSelectElement>) => onBlur(id, target.value), [onBlur, id]);
  const handleFocus = useCallback(({ target }: FocusEvent<HTMLSelectElement>) => onFocus(id, target.value), [onFocus, id]);
  return (
    <select
      id={id}
      name={name ?? id}
      className="sf-select"
      value={value}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={autoComplete}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      {...fieldAria({ id, rawErrors, schema, uiSchema, required })}
    >
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
