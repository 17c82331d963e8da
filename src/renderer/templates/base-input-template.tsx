import { memo, useCallback, useLayoutEffect, useRef, type ChangeEvent, type FocusEvent } from 'react';
import { asNumber, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { fieldAria } from '../widgets/field-aria';
import type { HostedInputProps } from '../widgets/hosted-widget';

function isNumeric(type: unknown): boolean {
  return type === 'number' || type === 'integer';
}

/**
 * The one `<input>` every text-like widget renders (also rjsf's fallback for widgets we do not
 * override), with our classes and ARIA wiring. Number schemas stay text inputs with a numeric
 * keyboard: native number inputs drop a locale decimal comma and change value on scroll.
 *
 * Hosted by SchemaForm with `onInputValue` (text and e-mail fields), the input keeps its own
 * value: typing renders nothing, the value goes to the form's data store, and a value set from
 * outside (an effect, the caller's new data) is written into the input.
 */
function BaseInputTemplateFn(props: BaseInputTemplateProps & HostedInputProps) {
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
    onInputValue,
  } = props;
  const { t } = useFieldTranslation();
  const numeric = isNumeric(schema.type);
  const inputType: string = typeof type === 'string' ? type : 'text';
  const inputProps = getInputProps(schema, inputType, options);
  const stored = useCallback((text: string): unknown => (text === '' ? options.emptyValue : numeric ? asNumber(text) : text), [options.emptyValue, numeric]);
  const report = onInputValue ?? onChange;
  const handleChange = useCallback(({ target }: ChangeEvent<HTMLInputElement>) => report(stored(target.value)), [report, stored]);
  const shown = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const inputRef = useRef<HTMLInputElement>(null);
  const keepsOwnValue = onInputValue !== undefined;
  useLayoutEffect(() => {
    const input = inputRef.current;
    // a value from outside; what the player typed is already there (also as "1.50" for 1.5)
    if (keepsOwnValue && input && input.value !== shown && stored(input.value) !== value) input.value = shown;
  }, [keepsOwnValue, shown, value, stored]);
  const handleBlur = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.value), [onBlur, id]);
  const handleFocus = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value), [onFocus, id]);
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <input
      ref={inputRef}
      id={id}
      name={htmlName ?? id}
      className="sf-input"
      {...inputProps}
      {...(numeric ? { type: 'text', inputMode: schema.type === 'integer' ? 'numeric' : 'decimal' } : {})}
      {...(keepsOwnValue ? { defaultValue: shown } : { value: shown })}
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
