import type { DocumentUploadFields } from '../api/endpoints/documents';
import { FlowCallError } from '../engine/flow-call-error';
import { newIdempotencyKey } from '../engine/idempotency-key';
import { uploadFileStore } from '../engine/uploads/upload-file-store';
import type { UploadedFileItem } from '../engine/uploads/uploaded-file-item';
import type { ApiPort } from './api-port';

/** A flow's chosen document images (metadata) and one idempotency key per image. */
export interface DocumentImages {
  images: UploadedFileItem[];
  uploadKeys: Record<string, string>;
}

/** The keys for every chosen image: an image keeps its key across a retry, a new one gets its own. */
export function withUploadKeys({ images, uploadKeys }: DocumentImages): Record<string, string> {
  const keys = { ...uploadKeys };
  for (const item of images) keys[item.id] ??= newIdempotencyKey();
  return keys;
}

/** Lets go of the chosen images' bytes (kept only in the tab's memory). */
export function forgetDocumentImages(images: readonly UploadedFileItem[]): void {
  for (const item of images) uploadFileStore.remove(item.id);
}

/**
 * Uploads each chosen image in turn as one document (`fields`: its name, side and type), each with
 * its own idempotency key, so a retry after a lost answer never stores an image twice.
 */
export async function uploadDocumentImages(api: ApiPort, { images, uploadKeys }: DocumentImages, fields: DocumentUploadFields, signal: AbortSignal): Promise<void> {
  const upload = api.upload;
  if (!upload || images.length === 0) throw new FlowCallError({ errorCode: 0, kind: 'network' });
  for (const item of images) {
    const file = uploadFileStore.get(item.id);
    const key = uploadKeys[item.id];
    if (!file || key === undefined) throw new FlowCallError({ errorCode: 0, kind: 'network' });
    const answer = await upload('uploadDocument', { file, fileName: item.name, fields }, { idempotencyKey: key, signal });
    if (!answer.ok) throw new FlowCallError(answer.error);
  }
}
