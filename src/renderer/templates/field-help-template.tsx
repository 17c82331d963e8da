import { helpId, type FieldHelpProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** `ui:help` (an i18n key) under the control. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  const { t } = useTranslation();
  if (!help) return null;
  return (
    <p id={helpId(fieldPathId.$id)} className="sf-field__help">
      {typeof help === 'string' ? t(help) : help}
    </p>
  );
}
