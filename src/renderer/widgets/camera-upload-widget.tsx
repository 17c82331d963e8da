import type { WidgetProps } from '@rjsf/utils';
import { UploadField } from './upload-field';

/** Document images taken with the camera or picked from the device (`ui:widget: "cameraUpload"`). */
export function CameraUploadWidget(props: WidgetProps) {
  return <UploadField {...props} mode="camera" />;
}
