import { TIMEOUTS } from '../timeouts';
import type { EndpointTable } from './definition';

/**
 * Document upload (spec 1 §3 "Upload", §7 "Document upload: payload file, name, side, type"),
 * multipart through `upload()`; errors 160 (file limits), 274 (virus), 275 (antivirus unavailable).
 */
export type DocumentSide = 'front' | 'back' | 'any';

/** The form fields sent with the file (the file itself is the `file` part). */
export interface DocumentUploadFields {
  /** the upload name (spec 1 §3: equal to the type) */
  name: string;
  side: DocumentSide;
  /** passport, driverLicence, identificationCard, addressCard, otherDocuments, or a source-of-funds type */
  type: string;
}

/** The stored document's metadata as the platform answers it (never its contents). */
export interface UploadedDocument {
  id: string;
  name: string;
  side: DocumentSide;
  type: string;
  fileName: string;
  contentType: string;
  size: number;
  status: 'uploaded';
  uploadedAt: string;
}

export interface DocumentEndpoints {
  uploadDocument: { payload: DocumentUploadFields; data: UploadedDocument; creates: 'upload'; body: 'multipart' };
}

export const DOCUMENT_ENDPOINTS = {
  uploadDocument: { method: 'POST', path: '/player/documents/upload', timeoutMs: TIMEOUTS.upload, creates: 'upload', body: 'multipart' },
} as const satisfies EndpointTable<DocumentEndpoints>;
