import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { fieldAria } from './field-aria';

/** Multi-line text. ui:options: `rows` (default 4), `placeholder` (i18n key). */
export function TextareaWidget(props: WidgetProps) {
  const value: unknown = props.value;
  const { id, htmlName, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, uiSchema, rawErrors, placeholder } = props;
  const { t } = useFieldTranslation();
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLTextAreaElement>) => onChange(target.value === '' ? options.emptyValue : target.value),
    [onChange, options.emptyValue],
  );
  const handleBlur = useCallback(({ target }: FocusEvent<HTMLTextAreaElement>) => onBlur(id, target.value), [onBlur, id]);
  const handleFocus = useCallback(({ target }: FocusEvent<HTMLTextAreaElement>) => onFocus(id, target.value), [onFocus, id]);
  return (
    <textarea
      id={id}
      name={htmlName ?? id}
      className="sf-textarea"
      rows={typeof options.rows === 'number' ? options.rows : 4}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder ? t(placeholder) : undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      {...fieldAria({ id, rawErrors, schema, uiSchema, required })}
    />
  );
}
