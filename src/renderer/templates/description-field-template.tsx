import type { DescriptionFieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** A schema `description` (an i18n key) shown with its field. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  const { t } = useTranslation();
  if (!description) return null;
  return (
    <p id={id} className="sf-field__description">
      {typeof description === 'string' ? t(description) : description}
    </p>
  );
}
