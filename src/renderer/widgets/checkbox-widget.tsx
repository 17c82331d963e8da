import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { CheckboxControl } from './checkbox-control';

/** A boolean as one checkbox labelled by the field title (an i18n key). */
export function CheckboxWidget(props: WidgetProps) {
  const { t } = useTranslation();
  return <CheckboxControl {...props} className="sf-checkbox" labelContent={t(props.label)} />;
}
