import type { WidgetProps } from '@rjsf/utils';
import { UploadField } from './upload-field';

/** Document files picked from the device (`ui:widget: "fileUpload"`), checked before they are accepted. */
export function FileUploadWidget(props: WidgetProps) {
  return <UploadField {...props} mode="file" />;
}
