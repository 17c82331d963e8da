import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { bicEntry, groupedIban, ibanEntry, IBAN_ENTRY_MAX } from '../../engine/formats/iban-entry';
import { fieldAria } from './field-aria';

/**
 * A bank account number (spec 2 §5, spec 3 §5): the value is the IBAN in electronic format —
 * spaces and dashes removed, upper case, capped at 28 — and shown in groups of four as it is
 * typed. ui:options `kind: "bic"` makes it a BIC / SWIFT entry instead (upper case, no spaces,
 * at most 11). The structure and checksum are the `iban` / `bic` formats' (ibantools).
 */
export function IbanWidget(props: WidgetProps) {
  const { id, onChange, options, disabled, readonly, schema } = props;
  const bic = options.kind === 'bic';
  const value = typeof props.value === 'string' ? props.value : '';
  const shown = bic ? value : groupedIban(value);
  const onInput = ({ target }: ChangeEvent<HTMLInputElement>) => {
    const next = bic ? bicEntry(target.value) : ibanEntry(target.value);
    onChange(next === '' ? options.emptyValue : next);
  };
  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      className="sf-input sf-input--code"
      type="text"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      value={shown}
      // the grouped display of 28 characters has 6 spaces between its groups
      maxLength={bic ? 11 : IBAN_ENTRY_MAX + 6}
      readOnly={readonly}
      disabled={disabled}
      onChange={onInput}
      onBlur={({ target }) => props.onBlur(id, target.value)}
      onFocus={({ target }) => props.onFocus(id, target.value)}
      {...fieldAria({ id, rawErrors: props.rawErrors, schema, uiSchema: props.uiSchema, required: props.required })}
    />
  );
}
