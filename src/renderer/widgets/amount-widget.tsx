import type { WidgetProps } from '@rjsf/utils';
import { useCallback, type ChangeEvent, type KeyboardEvent } from 'react';
import { useFieldTranslation } from '../use-field-translation';
import { runtimeInput } from '../../engine/runtime-inputs/check-runtime-inputs';
import { formContextOf } from '../form-state/form-context-of';
import { fieldAria } from './field-aria';
import { formatAmount } from './format-amount';
import './amount-widget.css';

/** Keys that edit or move rather than type (always allowed). */
const CONTROL_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** What may stay in the field while typing: digits, one separator (comma typed as a dot), two decimals. */
export function normaliseAmountInput(raw: string, wholeOnly: boolean): string {
  const text = raw.replace(',', '.').replace(/[^0-9.]/g, '');
  const [whole = '', ...rest] = text.split('.');
  if (wholeOnly || rest.length === 0) return whole.slice(0, 9);
  return `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}`;
}

/**
 * A cashier amount (spec 2 §2, §5): digits only on key press (a separator unless the method takes
 * whole amounts), quick-amount buttons and the "Minimum deposit / Maximum deposit" text from the
 * runtime input `quickAmounts` (the chosen method and currency). The value stays a decimal string.
 * ui:options: `minLabel` / `maxLabel` (i18n keys of the range text).
 */
export function AmountWidget(props: WidgetProps) {
  const { registry, onChange, options, disabled, readonly, id, schema } = props;
  const { t, i18n } = useFieldTranslation();
  const context = formContextOf(registry);
  const offer = runtimeInput(context.inputs, 'quickAmounts', context.formId);
  const wholeOnly = typeof schema.pattern === 'string' && !schema.pattern.includes('[.]');
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.ctrlKey || event.metaKey || event.altKey || CONTROL_KEYS.has(event.key)) return;
      if (/^[0-9]$/.test(event.key)) return;
      if (!wholeOnly && (event.key === '.' || event.key === ',') && !event.currentTarget.value.includes('.')) return;
      event.preventDefault();
    },
    [wholeOnly],
  );
  const onChangeOverride = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => {
      const next = normaliseAmountInput(target.value, wholeOnly);
      onChange(next === '' ? options.emptyValue : next);
    },
    [onChange, options.emptyValue, wholeOnly],
  );
  const minLabel = typeof options.minLabel === 'string' ? options.minLabel : 'cashier:amount.minimum';
  const maxLabel = typeof options.maxLabel === 'string' ? options.maxLabel : 'cashier:amount.maximum';
  const language = i18n.language;
  return (
    <div className="amount-widget">
      <div className="amount-widget__input">
        <input
          id={id}
          name={props.htmlName ?? id}
          className="sf-input"
          type="text"
          inputMode={wholeOnly ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={typeof props.value === 'string' ? props.value : ''}
          maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
          readOnly={readonly}
          disabled={disabled}
          onKeyDown={onKeyDown}
          onChange={onChangeOverride}
          onBlur={({ target }) => props.onBlur(id, target.value)}
          onFocus={({ target }) => props.onFocus(id, target.value)}
          {...fieldAria({ id, rawErrors: props.rawErrors, schema, uiSchema: props.uiSchema, required: props.required })}
        />
        <span className="amount-widget__currency" aria-hidden="true">
          {offer.currency}
        </span>
      </div>
      {offer.amounts.length > 0 && (
        <div className="amount-widget__quick" role="group" aria-label={t('cashier:amount.quick')}>
          {offer.amounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className="button button--quiet amount-widget__chip"
              disabled={disabled || readonly}
              aria-pressed={props.value === amount}
              aria-controls={id}
              onClick={() => onChange(amount)}
            >
              {formatAmount(amount, offer.currency, language)}
            </button>
          ))}
        </div>
      )}
      <p className="amount-widget__range">
        <span>{t(minLabel, { amount: formatAmount(offer.min, offer.currency, language) })}</span>{' '}
        <span>{t(maxLabel, { amount: formatAmount(offer.max, offer.currency, language) })}</span>
      </p>
    </div>
  );
}
