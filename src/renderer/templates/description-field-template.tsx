import type { DescriptionFieldProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';

/** A schema `description` (an i18n key) shown with its field. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  const { t } = useFieldTranslation();
  if (!description) return null;
  return (
    <p id={id} className="sf-field__description">
      {typeof description === 'string' ? t(description) : description}
    </p>
  );
}
