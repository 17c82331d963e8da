import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DerivedMethodField } from '../../engine/cashier/derive-server-method-fields';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';

const INPUT_TYPE: Partial<Record<DerivedMethodField['kind'], { type: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete?: string }>> = {
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  digits: { type: 'text', inputMode: 'numeric' },
  cardNumber: { type: 'text', inputMode: 'numeric', autoComplete: 'cc-number' },
  cvc: { type: 'password', inputMode: 'numeric', autoComplete: 'cc-csc' },
  cardExpiry: { type: 'text', autoComplete: 'cc-exp' },
};

/**
 * The field set of a method the repo does not describe, derived from the server's `fields`
 * (engine/cashier/derive-server-method-fields): shown here, checked by named rules on submit
 * (validateDerivedFields). A field type we do not know is shown as text (and reported once).
 */
export const DerivedMethodFields = observer(function DerivedMethodFields({ context, extras, meta }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { t, i18n } = useTranslation('cashier');
  const { deposit } = extras;
  const fields = deposit.derivedFields;
  if (fields.length === 0) return null;
  const errorOf = (name: string) => context.serverErrors.find((issue) => issue.field === `/${name}`);
  const labelOf = (field: DerivedMethodField) => (i18n.exists(field.label) ? t(field.label) : field.name);
  return (
    <fieldset className="cashier-derived" disabled={meta.busy === true}>
      <legend>{t('derived.legend')}</legend>
      {fields
        .filter((field) => field.kind !== 'hidden')
        .map((field) => {
          const id = `derived-${field.name}`;
          const error = errorOf(field.name);
          const value = deposit.derivedValues[field.name] ?? field.defaultValue ?? '';
          const described = error ? `${id}-error` : undefined;
          return (
            <div key={field.name} className="sf-field">
              <label htmlFor={id}>
                {labelOf(field)}
                {field.required && <span aria-hidden="true"> *</span>}
              </label>
              {field.kind === 'select' ? (
                <select
                  id={id}
                  className="sf-input"
                  value={value}
                  required={field.required}
                  aria-invalid={error !== undefined}
                  aria-describedby={described}
                  onChange={(event) => deposit.setDerivedValue(field.name, event.target.value)}
                >
                  <option value="">—</option>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  className="sf-input"
                  {...(INPUT_TYPE[field.kind] ?? { type: 'text' })}
                  value={value}
                  maxLength={256}
                  readOnly={field.readonly}
                  required={field.required}
                  aria-invalid={error !== undefined}
                  aria-describedby={described}
                  onChange={(event) => deposit.setDerivedValue(field.name, event.target.value)}
                />
              )}
              {error && (
                <p id={`${id}-error`} className="sf-field__error">
                  {t(`validation:${error.code}`, error.params)}
                </p>
              )}
            </div>
          );
        })}
    </fieldset>
  );
});
