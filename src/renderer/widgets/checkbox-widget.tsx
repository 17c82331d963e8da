import type { WidgetProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { CheckboxControl } from './checkbox-control';

/** A boolean as one checkbox labelled by the field title (an i18n key). */
export function CheckboxWidget(props: WidgetProps) {
  const { t } = useFieldTranslation();
  return <CheckboxControl {...props} className="sf-checkbox" labelContent={t(props.label)} />;
}
