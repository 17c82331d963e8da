import { formatFileSize } from '../../catalogues/format-file-size';
import type { UploadLimits } from './upload-limits';

/** The bytes `file-type` needs to recognise every format it knows. */
const SNIFF_BYTES = 4100;

/** A file as the browser hands it (File) or a test builds it. */
export interface CandidateFile {
  readonly name: string;
  /** the declared content type (the browser's guess from the extension) */
  readonly type: string;
  readonly size: number;
  slice(start?: number, end?: number): Blob;
}

export type UploadIssueCode = 'imagesLimit' | 'maxSize' | 'wrongImageFormat';

export interface UploadIssue {
  code: UploadIssueCode;
  /** message placeholders: maxSize has `max` and `actual` in MB ("5 MB") */
  params: Record<string, string | number>;
}

export type UploadCheck = { ok: true; contentType: string } | { ok: false; issue: UploadIssue };

/** Aliases a browser may declare for an allowed type. */
const SAME_TYPE: Readonly<Record<string, string>> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'image/x-png': 'image/png' };

function normalised(type: string): string {
  const lower = type.trim().toLowerCase();
  return SAME_TYPE[lower] ?? lower;
}

/**
 * Checks a file before it is sent (spec 1 §5 "Document files", DESIGN §5 Security), in this order:
 * the images-per-document limit (`imagesLimit`), the size (`maxSize` with max and actual size in MB),
 * the declared content type (`wrongImageFormat`), and the content by its magic bytes: the format
 * `file-type` detects must be allowed and equal to the declared one, so a renamed file
 * ("virus.exe" → "id.jpg", or a PNG named .jpg) is refused. Reads at most the first 4100 bytes.
 */
export async function checkUploadFile(file: CandidateFile, limits: UploadLimits, alreadyChosen: number): Promise<UploadCheck> {
  if (alreadyChosen >= limits.maxImagesPerDocument) {
    return { ok: false, issue: { code: 'imagesLimit', params: { limit: limits.maxImagesPerDocument } } };
  }
  if (file.size > limits.maxFileSize) {
    return { ok: false, issue: { code: 'maxSize', params: { max: formatFileSize(limits.maxFileSize), actual: formatFileSize(file.size) } } };
  }
  const allowed = limits.allowedTypes.map(normalised);
  const declared = normalised(file.type);
  const wrongFormat: UploadCheck = { ok: false, issue: { code: 'wrongImageFormat', params: { allowed: allowed.join(', ') } } };
  if (!allowed.includes(declared)) return wrongFormat;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  // loaded with the first file a player picks: every form carries the widget registry, few upload
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  if (detected === undefined || normalised(detected.mime) !== declared) return wrongFormat;
  return { ok: true, contentType: declared };
}
