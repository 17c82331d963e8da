import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from '../templates/base-input-template';

/** E-mail address: type=email for the mobile keyboard, autocomplete "email" unless ui:options say otherwise. */
export function EmailWidget(props: WidgetProps) {
  const options: WidgetProps['options'] = { ...props.options, autocomplete: props.options.autocomplete ?? 'email' };
  return <BaseInputTemplate {...props} options={options} type="email" />;
}
