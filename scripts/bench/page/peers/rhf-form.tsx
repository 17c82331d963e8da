import { useForm, useFormState, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { checkSyntheticValue, ENUM_VALUES, MAX_LENGTH, PATTERN, type SyntheticField } from '../../synthetic-form';

/** react-hook-form, as its docs recommend: registered uncontrolled inputs, validation on blur, errors per field. */
function FieldError({ control, name }: { control: Control; name: string }) {
  const { errors } = useFormState({ control, name, exact: true });
  const error = errors[name];
  return error ? <p className="sf-field__error">{typeof error.message === 'string' && error.message !== '' ? error.message : 'invalid'}</p> : null;
}

function RhfField({ field, register, control }: { field: SyntheticField; register: UseFormRegister<FieldValues>; control: Control }) {
  const id = `rhf-${field.name}`;
  const registered = register(field.name, {
    required: field.required ? 'required' : false,
    validate: (value: unknown) => checkSyntheticValue({ ...field, required: false }, typeof value === 'string' ? value : '') ?? true,
  });
  return (
    <div className="sf-field">
      <label className="sf-field__label" htmlFor={id}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {field.kind === 'enum' ? (
        <select id={id} className="sf-select" {...registered}>
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
          className="sf-input"
          type={field.kind === 'email' ? 'email' : 'text'}
          pattern={field.kind === 'pattern' ? PATTERN : undefined}
          maxLength={field.kind === 'pattern' ? MAX_LENGTH : undefined}
          {...registered}
        />
      )}
      <FieldError control={control} name={field.name} />
    </div>
  );
}

export function RhfForm({ fields }: { fields: readonly SyntheticField[] }) {
  const { register, control, handleSubmit } = useForm({ mode: 'onBlur' });
  return (
    <form className="sf-form" noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      {fields.map((field) => (
        <RhfField key={field.name} field={field} register={register} control={control} />
      ))}
      <button type="submit">Submit</button>
    </form>
  );
}
