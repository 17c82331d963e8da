import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitStateContext } from '../form-state/submit-state';

/** SchemaForm's submit button; disabled and busy by SubmitStateContext (a pending submit, a form not yet submittable). */
export function FormSubmitButton({ label, values }: { label: string; values?: Record<string, string> }) {
  const { t } = useTranslation();
  const { disabled, pending } = useContext(SubmitStateContext);
  return (
    <button type="submit" className="sf-button sf-button--primary" disabled={disabled || pending} aria-busy={pending}>
      {t(label, values)}
    </button>
  );
}
