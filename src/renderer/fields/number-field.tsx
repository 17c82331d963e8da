import { useCallback, useState, type ComponentType } from 'react';
import { asNumber, getUiOptions, resolveDefaultWidget, type FieldProps } from '@rjsf/utils';
import { decimalSeparator } from './decimal-separator';

// rjsf's matchers for a value still being typed ("1.", "1.50"), for the standard '.' separator
const TRAILING_WITH_PREFIX = /\.([0-9]*0)*$/;
const TRAILING = /[0.]0*$/;

/**
 * rjsf's NumberField (@rjsf/core 6.11) with the decimal separator computed once instead of per
 * render, and only once a number shows or is typed: a typed "1." or "1.50" stays visible while the data holds 1 or 1.5, the locale
 * separator is read as '.', and the text widget shows a number with the locale separator.
 * SchemaForm's hosted widgets read and write the data store themselves; this is the path of a
 * widget rjsf renders with its own props.
 */
export function NumberField(props: FieldProps) {
  const { registry, onChange } = props;
  const formData: unknown = props.formData;
  const initialValue: unknown = (props as { value?: unknown }).value;
  const [lastValue, setLastValue] = useState<unknown>(initialValue);
  const StringField = registry.fields.StringField as ComponentType<FieldProps>;
  const handleChange = useCallback<FieldProps['onChange']>(
    (newValue, ...rest) => {
      setLastValue(newValue);
      const separator = decimalSeparator();
      const standard: unknown = typeof newValue === 'string' ? newValue.replace(separator, '.') : newValue;
      const normalized: unknown = typeof standard === 'string' && standard.startsWith('.') ? `0${standard}` : standard;
      const processed =
        typeof normalized === 'string' && TRAILING_WITH_PREFIX.exec(normalized)
          ? asNumber(normalized.replace(TRAILING, ''))
          : asNumber(normalized as string | null);
      onChange(processed, ...rest);
    },
    [onChange],
  );
  let value: unknown = formData;
  // the separator only where a number shows (the browser's number format costs a first render)
  const separator = typeof value === 'number' ? decimalSeparator() : '.';
  if (typeof lastValue === 'string' && typeof value === 'number') {
    const canonical = lastValue.replace(separator, '.');
    const escaped = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`^(${escaped})?\\.?0*$`).test(canonical)) value = lastValue;
  }
  let displayValue = value;
  if (typeof value === 'number' && separator !== '.') {
    const { schema, uiSchema } = props;
    const { defaultWidget } = resolveDefaultWidget(schema, uiSchema, registry.schemaUtils, registry.widgets);
    const { widget = defaultWidget, inputType } = getUiOptions(uiSchema);
    if (widget === 'text' && inputType !== 'number') displayValue = String(value).replace('.', separator);
  }
  return <StringField {...props} formData={displayValue} onChange={handleChange} />;
}
