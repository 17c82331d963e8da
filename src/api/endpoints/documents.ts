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

/** A side's review status (spec 1 §3 "Statuses per side: uploaded, approved, rejected, expired"). */
export type DocumentStatus = 'uploaded' | 'approved' | 'rejected' | 'expired';

/** One stored document side as the documents call lists it; its image is `/api/player/documents/images/{id}`. */
export interface ListedDocument {
  id: string;
  name: string;
  side: DocumentSide;
  type: string;
  status: DocumentStatus;
  uploadedAt: string;
}

/** The player's documents (spec 1 §7 "documents"), newest first. */
export interface DocumentsData {
  documents: ListedDocument[];
}

/** Source-of-funds types (spec 1 §3). */
export const SOURCE_OF_FUNDS_TYPES = ['salary', 'selfEmployed', 'companyProfit', 'saleOfAssets', 'inheritance', 'savings', 'other'] as const;
export type SourceOfFundsType = (typeof SOURCE_OF_FUNDS_TYPES)[number];
export type SourceOfFundsStatus = 'rejected' | 'approved' | 'uploaded' | null;

/** The player's source-of-funds details (spec 1 §3 "Source of funds"). */
export interface SourceOfFundsData {
  sofDetails: Record<SourceOfFundsType, { status: SourceOfFundsStatus }>;
  amountRequired: boolean;
  fileRequired: boolean;
  /** "plain": one type with an amount; "range": a checkbox per type with a monthly range */
  amountVersion: 'plain' | 'range';
  /** "start:end" per range (an empty start or end: "less than end" / "more than start") */
  amountRanges: string[];
  currency: string;
}

/** A declaration: one type (and its amount when required), or in range mode the chosen types with their ranges. */
export interface SourceOfFundsDeclaration {
  type?: SourceOfFundsType;
  /** whole units of the player's currency, at least 1 */
  amount?: number;
  selectedTypes?: Array<{ type: SourceOfFundsType; range: string }>;
}

export interface DocumentEndpoints {
  uploadDocument: { payload: DocumentUploadFields; data: UploadedDocument; creates: 'upload'; body: 'multipart' };
  documents: { payload: undefined; data: DocumentsData };
  sourceOfFunds: { payload: undefined; data: SourceOfFundsData };
  submitSourceOfFunds: { payload: SourceOfFundsDeclaration; data: SourceOfFundsData; creates: 'sourceOfFunds' };
}

export const DOCUMENT_ENDPOINTS = {
  uploadDocument: { method: 'POST', path: '/player/documents/upload', timeoutMs: TIMEOUTS.upload, creates: 'upload', body: 'multipart' },
  documents: { method: 'GET', path: '/player/documents', timeoutMs: TIMEOUTS.details },
  sourceOfFunds: { method: 'GET', path: '/player/sof', timeoutMs: TIMEOUTS.details },
  submitSourceOfFunds: { method: 'POST', path: '/player/sof', timeoutMs: TIMEOUTS.details, creates: 'sourceOfFunds' },
} as const satisfies EndpointTable<DocumentEndpoints>;
