import { useCallback, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './field-aria';

/** A single checkbox followed by its own label (checkbox and consent widgets). */
export function CheckboxControl(props: WidgetProps & { labelContent: ReactNode; className: string }) {
  const value: unknown = props.value;
  const { id, htmlName, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, schema, uiSchema, rawErrors, labelContent, className } = props;
  const handleChange = useCallback(({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.checked), [onChange]);
  const handleBlur = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.checked), [onBlur, id]);
  const handleFocus = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.checked), [onFocus, id]);
  return (
    <div className={className}>
      <input
        id={id}
        name={htmlName ?? id}
        type="checkbox"
        className="sf-checkbox__input"
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
        {...fieldAria({ id, rawErrors, schema, uiSchema, required })}
      />
      <label htmlFor={id} className="sf-checkbox__label">
        {labelContent}
        {required && (
          <span className="sf-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
    </div>
  );
}
