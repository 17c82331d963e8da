import type { TitleFieldProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { RequiredMarker } from './required-marker';

/** Title of a nested object (the root form has no title of its own; the page header names it). */
export function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  const { t } = useFieldTranslation();
  return (
    <legend id={id} className="sf-object__title">
      {t(title)}
      {required && <RequiredMarker />}
    </legend>
  );
}
