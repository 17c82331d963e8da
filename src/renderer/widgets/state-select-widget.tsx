import { useCallback, useEffect, useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { formContextOf } from '../form-state/form-context-of';
import { settingAt } from '../form-state/setting-at';
import { useFormValue } from '../form-state/use-form-value';
import { SelectControl } from './select-control';

function stateCodes(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
}

/**
 * State / province of the chosen country, from settings fe.countryStates[<country>] (spec 1 §5:
 * a value not in the list is cleared). The field is shown and required only when the country
 * has states; that condition lives in the schema (`allOf` if/then).
 * ui:options: `countryField` (default "country"), `labelPrefix` (i18n key prefix for state names,
 * default "forms:states.<country>." falling back to the code).
 */
export function StateSelectWidget(props: WidgetProps) {
  const value: unknown = props.value;
  const { options, registry, onChange } = props;
  const { t } = useFieldTranslation();
  const context = formContextOf(registry);
  const countryField = typeof options.countryField === 'string' ? options.countryField : 'country';
  const country = useFormValue(context.dataStore, countryField);
  const countryCode = typeof country === 'string' ? country : '';
  const codes = useMemo(
    () => stateCodes(countryCode ? settingAt(context.settings, `fe.countryStates.${countryCode}`) : undefined),
    [context.settings, countryCode],
  );
  const current = typeof value === 'string' ? value : '';

  useEffect(() => {
    if (current && !codes.includes(current)) onChange(options.emptyValue);
  }, [current, codes, onChange, options.emptyValue]);

  const prefix = typeof options.labelPrefix === 'string' ? options.labelPrefix : `forms:states.${countryCode}.`;
  const choices = useMemo(
    () => codes.map((code) => ({ value: code, label: t(`${prefix}${code}`, { defaultValue: code }) })),
    [codes, prefix, t],
  );
  const onSelect = useCallback((code: string) => onChange(code === '' ? options.emptyValue : code), [onChange, options.emptyValue]);
  return (
    <SelectControl
      {...props}
      name={props.htmlName ?? props.id}
      value={codes.includes(current) ? current : ''}
      choices={choices}
      placeholder={t('renderer:state.placeholder')}
      autoComplete="address-level1"
      onSelect={onSelect}
    />
  );
}
