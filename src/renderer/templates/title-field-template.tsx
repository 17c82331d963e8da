import type { TitleFieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { RequiredMarker } from './required-marker';

/** Title of a nested object (the root form has no title of its own; the page header names it). */
export function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  const { t } = useTranslation();
  return (
    <legend id={id} className="sf-object__title">
      {t(title)}
      {required && <RequiredMarker />}
    </legend>
  );
}
