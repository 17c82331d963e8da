import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from '../templates/base-input-template';

/** Plain text (also numbers, with a numeric keyboard). ui:options: autocomplete, inputType, emptyValue. */
export function TextWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} type={typeof props.options.inputType === 'string' ? props.options.inputType : 'text'} />;
}
