import { useTranslation } from 'react-i18next';
import type { Overview } from './studio-client';

interface FormSelectProps {
  forms: Overview['forms'];
  value: string;
  onChange: (form: string) => void;
}

/** The form picker of the matrix and the editor: every form under schemas/forms, as the server lists them. */
export function FormSelect({ forms, value, onChange }: FormSelectProps) {
  const { t } = useTranslation();
  return (
    <label>
      {t('form')}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {forms.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.id}
          </option>
        ))}
      </select>
    </label>
  );
}
