import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DerivedMethodField } from '../../engine/cashier/derive-server-method-fields';
import type { ValidationIssue } from '../../engine/validation-issue';
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

/** What a derived field set shows and edits: the deposit and the withdrawal store both hold one. */
export interface DerivedFieldSource {
  readonly derivedFields: readonly DerivedMethodField[];
  readonly derivedValues: Readonly<Record<string, string>>;
  setDerivedValue(name: string, value: string): void;
}

/**
 * The field set of a method the repo does not describe, derived from the server's `fields`
 * (engine/cashier/derive-server-method-fields): shown here, checked by named rules on submit
 * (validateDerivedFields). A field type we do not know is shown as text (and reported once).
 * One screen for each direction: `sourceOf` picks the direction's store from the page's extras.
 */
export function derivedFieldsScreen<Context extends { serverErrors: ValidationIssue[] }, Extras>(sourceOf: (extras: Extras) => DerivedFieldSource) {
  return observer(function DerivedMethodFields({ context, extras, meta }: FlowScreenProps<Context, Extras>) {
    return <DerivedFieldSet source={sourceOf(extras)} serverErrors={context.serverErrors} busy={meta.busy === true} />;
  });
}

/** The deposit's derived fields (flows/deposit.flow.json `derivedFields`). */
export const DerivedMethodFields = derivedFieldsScreen<DepositContext, DepositExtras>((extras) => extras.deposit);

const DerivedFieldSet = observer(function DerivedFieldSet({ source, serverErrors, busy }: { source: DerivedFieldSource; serverErrors: readonly ValidationIssue[]; busy: boolean }) {
  const { t, i18n } = useTranslation('cashier');
  const fields = source.derivedFields;
  if (fields.length === 0) return null;
  const errorOf = (name: string) => serverErrors.find((issue) => issue.field === `/${name}`);
  const labelOf = (field: DerivedMethodField) => (i18n.exists(field.label) ? t(field.label) : field.name);
  return (
    <fieldset className="cashier-derived" disabled={busy}>
      <legend>{t('derived.legend')}</legend>
      {fields
        .filter((field) => field.kind !== 'hidden')
        .map((field) => {
          const id = `derived-${field.name}`;
          const error = errorOf(field.name);
          const value = source.derivedValues[field.name] ?? field.defaultValue ?? '';
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
                  onChange={(event) => source.setDerivedValue(field.name, event.target.value)}
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
                  onChange={(event) => source.setDerivedValue(field.name, event.target.value)}
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
