/**
 * What the platform allows per uploaded document (spec 1 §5, §9): the per-file maximum in bytes
 * (`fe.documentUploadingMaxFileSizePerFile`), the allowed content types
 * (`fe.documentUploadingAllowedContentType`, a list or a comma-separated string) and the images per
 * document (`fe.maxImageCountPerDocument`, default 10). A fixed size is not in the spec: without a
 * served value 5 MB applies, the same default the mock platform checks.
 */
export interface UploadLimits {
  maxFileSize: number;
  allowedTypes: readonly string[];
  maxImagesPerDocument: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFileSize: 5 * 1048576,
  allowedTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  maxImagesPerDocument: 10,
};

/** Reads the limits from the served front-end settings; a missing or malformed value keeps its default. */
export function uploadLimits(fe: Readonly<Record<string, unknown>> | undefined): UploadLimits {
  const size = fe?.documentUploadingMaxFileSizePerFile;
  const types = fe?.documentUploadingAllowedContentType;
  const images = fe?.maxImageCountPerDocument;
  const listed = Array.isArray(types)
    ? types.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim().toLowerCase())
    : typeof types === 'string'
      ? types.split(',').map((item) => item.trim().toLowerCase()).filter((item) => item !== '')
      : [];
  return {
    maxFileSize: typeof size === 'number' && Number.isInteger(size) && size > 0 ? size : DEFAULT_UPLOAD_LIMITS.maxFileSize,
    allowedTypes: listed.length > 0 ? listed : DEFAULT_UPLOAD_LIMITS.allowedTypes,
    maxImagesPerDocument: typeof images === 'number' && Number.isInteger(images) && images > 0 ? images : DEFAULT_UPLOAD_LIMITS.maxImagesPerDocument,
  };
}
