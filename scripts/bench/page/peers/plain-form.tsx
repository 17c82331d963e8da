import { memo, useState } from 'react';
import { checkSyntheticValue, ENUM_VALUES, MAX_LENGTH, PATTERN, type SyntheticField } from '../../synthetic-form';

/**
 * The floor: uncontrolled native inputs rendered once by React. A keystroke renders nothing; a
 * blur checks that one field and renders only its own error line.
 */
const PlainField = memo(function PlainField({ field }: { field: SyntheticField }) {
  const [error, setError] = useState<string | undefined>(undefined);
  const id = `plain-${field.name}`;
  const check = (value: string) => setError(checkSyntheticValue(field, value));
  const aria = { 'aria-invalid': error !== undefined, 'aria-describedby': error ? `${id}__error` : undefined };
  return (
    <div className="sf-field">
      <label className="sf-field__label" htmlFor={id}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {field.kind === 'enum' ? (
        <select id={id} name={field.name} className="sf-select" defaultValue="" required={field.required} onBlur={(event) => check(event.target.value)} {...aria}>
          <option value="">Select…</option>
          {ENUM_VALUES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          className="sf-input"
          type={field.kind === 'email' ? 'email' : 'text'}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          pattern={field.kind === 'pattern' ? PATTERN : undefined}
          maxLength={field.kind === 'pattern' ? MAX_LENGTH : undefined}
          required={field.required}
          defaultValue=""
          onBlur={(event) => check(event.target.value)}
          {...aria}
        />
      )}
      {error && (
        <p id={`${id}__error`} className="sf-field__error">
          {error}
        </p>
      )}
    </div>
  );
});

export function PlainForm({ fields }: { fields: readonly SyntheticField[] }) {
  return (
    <form className="sf-form" noValidate onSubmit={(event) => event.preventDefault()}>
      {fields.map((field) => (
        <PlainField key={field.name} field={field} />
      ))}
      <button type="submit">Submit</button>
    </form>
  );
}
