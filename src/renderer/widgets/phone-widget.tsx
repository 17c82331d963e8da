import { useCallback, useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { CountryCode } from 'libphonenumber-js';
import { useFieldTranslation } from '../use-field-translation';
import { phoneCountries, phoneCountryOf } from '../countries/phone-countries';
import { formContextOf } from '../form-state/form-context-of';
import { settingAt } from '../form-state/setting-at';
import { fieldAria } from './field-aria';
import { composePhone, splitPhone, type PhoneParts } from './phone-value';
import { useGroupBlur } from './use-group-blur';

function codeList(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : undefined;
}

/**
 * The picker's countries from settings (spec 3 §5): fe.phoneCodeCountries when it lists any, else
 * fe.allowedCountries when fe.limitPhoneCodesByAvailableCountries is on; undefined: every country.
 */
function settingsPhoneCountries(settings: Parameters<typeof settingAt>[0]): readonly string[] | undefined {
  const own = codeList(settingAt(settings, 'fe.phoneCodeCountries'));
  if (own && own.length > 0) return own;
  if (settingAt(settings, 'fe.limitPhoneCodesByAvailableCountries') !== true) return undefined;
  const available = codeList(settingAt(settings, 'fe.allowedCountries'));
  return available && available.length > 0 ? available : undefined;
}

/**
 * Phone number as "+<calling code><number>": a calling-code picker (libphonenumber-js) and the
 * national number. The picker starts on formContext.defaultCountry, else settings
 * fe.registration.defaultCountry.
 * ui:options: `countries` (alpha-3 allow-list), `onlyAvailable` (limit to formContext.countries); else the
 * settings' list (settingsPhoneCountries).
 */
export function PhoneWidget(props: WidgetProps) {
  const value: unknown = props.value;
  const { id, htmlName, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, uiSchema, rawErrors, registry } = props;
  const { t, i18n } = useFieldTranslation();
  const { language: contextLanguage, countries: available, defaultCountry: contextDefault, settings } = formContextOf(registry);
  const language = contextLanguage ?? i18n.language;
  const { countries: listed, onlyAvailable } = options;
  const countries = phoneCountries(language, codeList(listed) ?? (onlyAvailable === true ? available : undefined) ?? settingsPhoneCountries(settings));
  const configured = contextDefault ?? settingAt(settings, 'fe.registration.defaultCountry');
  const defaultCountry =
    phoneCountryOf(typeof configured === 'string' ? configured : undefined) ?? countries[0]?.alpha2;

  const [parts, setParts] = useState<PhoneParts>(() => splitPhone(value, defaultCountry));
  const [seenValue, setSeenValue] = useState<unknown>(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== composePhone(parts.country, parts.national)) setParts(splitPhone(value, parts.country ?? defaultCountry));
  }

  const report = useCallback(
    (next: PhoneParts) => {
      setParts(next);
      const composed = composePhone(next.country, next.national);
      setSeenValue(composed);
      onChange(composed ?? options.emptyValue);
    },
    [onChange, options.emptyValue],
  );
  const onCountry = ({ target }: ChangeEvent<HTMLSelectElement>) =>
    report({ ...parts, country: (target.value || undefined) as CountryCode | undefined });
  const onNational = ({ target }: ChangeEvent<HTMLInputElement>) => report({ ...parts, national: target.value });
  const handleGroupBlur = useGroupBlur(id, value, onBlur);
  const aria = fieldAria({ id, rawErrors, schema, uiSchema, required });
  const placeholder = parts.country ? t(`renderer:phone.placeholder.${parts.country}`, { defaultValue: '' }) : '';

  return (
    <div className="sf-phone" onBlur={handleGroupBlur}>
      <select
        id={`${id}__country`}
        className="sf-select sf-phone__country"
        aria-label={t('renderer:phone.countryCode')}
        value={parts.country ?? ''}
        disabled={disabled || readonly}
        onChange={onCountry}
        onFocus={() => onFocus(id, value)}
      >
        {countries.map((country) => (
          <option key={country.alpha2} value={country.alpha2}>
            {t('renderer:phone.countryOption', { name: country.name, code: country.callingCode })}
          </option>
        ))}
      </select>
      <input
        id={id}
        name={htmlName ?? id}
        className="sf-input sf-phone__number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={parts.national}
        placeholder={placeholder || undefined}
        maxLength={20}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        onChange={onNational}
        onFocus={() => onFocus(id, value)}
        {...aria}
      />
    </div>
  );
}
