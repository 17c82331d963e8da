import { errorId } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';

/**
 * The errors of one field; its id is what the control's aria-describedby points at. The live
 * region is always mounted, so an error that appears when the player leaves the field is
 * announced (a region created together with its text is not).
 */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  const { t } = useFieldTranslation();
  const shown = errors ?? [];
  return (
    <div id={errorId(id)} className="sf-field__errors-region" aria-live="polite">
      {shown.length > 0 && (
        <ul className="sf-field__errors">
          {shown.map((error, index) => (
            <li key={index} className="sf-field__error">
              <span className="sf-visually-hidden">{t('renderer:errorPrefix')} </span>
              {error}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
