import { helpId, type FieldHelpProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';

/** `ui:help` (an i18n key) under the control. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  const { t } = useFieldTranslation();
  if (!help) return null;
  return (
    <p id={helpId(fieldPathId.$id)} className="sf-field__help">
      {typeof help === 'string' ? t(help) : help}
    </p>
  );
}
