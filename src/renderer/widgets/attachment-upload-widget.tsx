import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { formContextOf } from '../form-state/form-context-of';
import { UploadField } from './upload-field';

/**
 * Files attached to a message (`ui:widget: "attachmentUpload"`, the contact form's subject 10):
 * the fileUpload field with its own limits instead of the documents' ones. ui:options:
 * `allowedTypes` (content types, e.g. ["image/jpeg", "image/png"]), `maxFileSizeSetting` (the fe
 * setting holding the bytes per file, e.g. "contactUsMaxFileSizePerFile") and `maxItems`. Every
 * file is still checked by size, declared type and magic bytes before it is accepted; a limit the
 * options do not name keeps the served documents' value.
 */
export function AttachmentUploadWidget(props: WidgetProps) {
  const { registry, options } = props;
  const context = formContextOf(registry);
  const settings = context.settings;
  const sizeSetting = typeof options.maxFileSizeSetting === 'string' ? options.maxFileSizeSetting : undefined;
  const allowedTypes: unknown = options.allowedTypes;
  const maxItems: unknown = options.maxItems;
  const limited = useMemo(() => {
    const fe = settings?.fe ?? {};
    const size = sizeSetting !== undefined ? fe[sizeSetting] : undefined;
    const own: Record<string, unknown> = {};
    if (typeof size === 'number') own.documentUploadingMaxFileSizePerFile = size;
    if (Array.isArray(allowedTypes)) own.documentUploadingAllowedContentType = allowedTypes;
    if (typeof maxItems === 'number') own.maxImageCountPerDocument = maxItems;
    return { ...registry, formContext: { ...context, settings: { ...settings, fe: { ...fe, ...own } } } };
  }, [registry, context, settings, sizeSetting, allowedTypes, maxItems]);
  return <UploadField {...props} registry={limited} mode="file" />;
}
