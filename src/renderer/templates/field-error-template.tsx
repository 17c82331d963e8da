import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** The errors of one field; its id is what the control's aria-describedby points at. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const { t } = useTranslation();
  if (!errors || errors.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId.$id)} className="sf-field__errors">
      {errors.map((error, index) => (
        <li key={index} className="sf-field__error">
          <span className="sf-visually-hidden">{t('renderer:errorPrefix')} </span>
          {error}
        </li>
      ))}
    </ul>
  );
}
