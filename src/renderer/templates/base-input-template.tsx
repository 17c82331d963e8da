import { memo, useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { asNumber, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fieldAria } from '../widgets/field-aria';

function isNumeric(type: unknown): boolean {
  return type === 'number' || type === 'integer';
}

/**
 * The one `<input>` every text-like widget renders (also rjsf's fallback for widgets we do not
 * override), with our classes and ARIA wiring. Number schemas stay text inputs with a numeric
 * keyboard: native number inputs drop a locale decimal comma and change value on scroll.
 */
function BaseInputTemplateFn(props: BaseInputTemplateProps) {
  const value: unknown = props.value;
  const {
    id,
    htmlName,
    required,
    disabled,
    readonly,
    autofocus,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    options,
    schema,
    uiSchema,
    rawErrors,
    placeholder,
    type,
  } = props;
  const { t } = useTranslation();
  const numeric = isNumeric(schema.type);
  const inputType: string = typeof type === 'string' ? type : 'text';
  const inputProps = getInputProps(schema, inputType, options);
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => {
      if (target.value === '') onChange(options.emptyValue);
      else onChange(numeric ? asNumber(target.value) : target.value);
    },
    [onChange, options.emptyValue, numeric],
  );
  const handleBlur = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.value), [onBlur, id]);
  const handleFocus = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value), [onFocus, id]);
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <input
      id={id}
      name={htmlName ?? id}
      className="sf-input"
      {...inputProps}
      {...(numeric ? { type: 'text', inputMode: schema.type === 'integer' ? 'numeric' : 'decimal' } : {})}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      placeholder={placeholder ? t(placeholder) : undefined}
      maxLength={maxLength}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      onChange={onChangeOverride ?? handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      {...fieldAria({ id, rawErrors, schema, uiSchema, required })}
    />
  );
}

export const BaseInputTemplate = memo(BaseInputTemplateFn);
