/**
 * One chosen file as form data holds it (spec 1 §3 "Uploaded file item": name, size, type,
 * lastModified): metadata only. The bytes stay in the tab's memory (`UploadFileStore`), keyed by
 * `id`, so form data, drafts and storage never carry an image or a data URL.
 */
export interface UploadedFileItem {
  id: string;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  /** how it was made: picked from the device or taken with the camera */
  source: 'file' | 'camera';
}

export function isUploadedFileItem(value: unknown): value is UploadedFileItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.size === 'number' &&
    typeof item.type === 'string' &&
    typeof item.lastModified === 'number' &&
    (item.source === 'file' || item.source === 'camera')
  );
}

/** The file items of a form value (anything else is dropped). */
export function uploadedFileItems(value: unknown): UploadedFileItem[] {
  return Array.isArray(value) ? value.filter(isUploadedFileItem) : [];
}
