import { useCallback, useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { countryNames } from '../countries/country-names';
import { formContextOf } from '../form-state/form-context-of';
import { SelectControl } from './select-control';

function codeList(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : undefined;
}

/**
 * Country by ISO 3166-1 alpha-3 (Kosovo: XKX), names in the interface language.
 * ui:options: `countries` (alpha-3 allow-list), `onlyAvailable` (limit to formContext.countries,
 * the countries the site serves), `autocomplete` ("country" default).
 */
export function CountrySelectWidget(props: WidgetProps) {
  const value: unknown = props.value;
  const { options, registry, onChange } = props;
  const { t, i18n } = useFieldTranslation();
  const context = formContextOf(registry);
  const language = context.language ?? i18n.language;
  const { countries: listed, onlyAvailable } = options;
  const available = context.countries;
  const choices = useMemo(() => {
    const allowList = codeList(listed) ?? (onlyAvailable === true ? available : undefined);
    return countryNames(language, allowList).map((country) => ({ value: country.code, label: country.name }));
  }, [language, listed, onlyAvailable, available]);
  const onSelect = useCallback((code: string) => onChange(code === '' ? options.emptyValue : code), [onChange, options.emptyValue]);
  return (
    <SelectControl
      {...props}
      name={props.htmlName ?? props.id}
      value={typeof value === 'string' ? value : ''}
      choices={choices}
      placeholder={t('renderer:country.placeholder')}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'country'}
      onSelect={onSelect}
    />
  );
}
