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
  /** the type's extra fields (spec 1 §3 "extra fields per type": numbers, ISO dates), sent as form fields beside the file */
  [extraField: string]: string;
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

/** Hungarian-licence wizard (spec 1 §2, §3 "Profile fields used in verification", §4, §7). */
export type WizardFormFieldsFor = 'deposit' | 'withdrawal';

/** A membership (LVC) card's lookup status (spec 1 §3). */
export type LvcStatus = 'found' | 'duplicated' | 'notFound' | 'confirmed' | 'declined';

/** The verification fields the wizard saves and reads back (spec 1 §3); dates are ISO `YYYY-MM-DD`. */
export interface WizardFields {
  zipCode?: string;
  city?: string;
  address?: string;
  addressCardNumber?: string;
  documentType?: 'passport' | 'nationalIdCard' | 'driverLicence';
  documentNumber?: string;
  issueDate?: string;
  expiryDate?: string;
  issuedBy?: string;
  lvcNumber?: string;
  lvcStatus?: LvcStatus;
}

/** The player's saved verification fields ("refreshes form fields", spec 1 §4). */
export interface WizardFieldsData {
  fields: WizardFields;
}

/** Saves wizard fields for the deposit or withdrawal details (spec 1 §7 "updateFields (payload formFieldsFor)"). */
export interface UpdateFieldsPayload {
  formFieldsFor: WizardFormFieldsFor;
  fields: WizardFields;
}

/** Quick verification: the player's account at another licensed site (spec 1 §3 "Quick-verify login fields"). */
export interface QuickVerifyPayload {
  siteId: string;
  email: string;
  password: string;
}

/** What the other site holds, for the player to confirm: fields and its stored document images. */
export interface QuickVerifyData {
  fields: WizardFields;
  documents: ListedDocument[];
}

/** A membership card lookup (spec 1 §7 verifyLvcNumber / confirmLvcNumber / declineLvcNumber). */
export interface LvcData {
  lvcStatus: LvcStatus;
  /** the card holder's data when found, for the player to confirm or decline */
  card?: { firstName: string; lastName: string; birthDate: string };
}

export interface DocumentEndpoints {
  uploadDocument: { payload: DocumentUploadFields; data: UploadedDocument; creates: 'upload'; body: 'multipart' };
  documents: { payload: undefined; data: DocumentsData };
  sourceOfFunds: { payload: undefined; data: SourceOfFundsData };
  submitSourceOfFunds: { payload: SourceOfFundsDeclaration; data: SourceOfFundsData; creates: 'sourceOfFunds' };
  wizardFields: { payload: { formFieldsFor: WizardFormFieldsFor }; data: WizardFieldsData };
  updateFields: { payload: UpdateFieldsPayload; data: WizardFieldsData };
  quickVerify: { payload: QuickVerifyPayload; data: QuickVerifyData };
  verifyLvcNumber: { payload: { lvcNumber: string }; data: LvcData };
  confirmLvcNumber: { payload: undefined; data: LvcData };
  declineLvcNumber: { payload: undefined; data: LvcData };
}

export const DOCUMENT_ENDPOINTS = {
  uploadDocument: { method: 'POST', path: '/player/documents/upload', timeoutMs: TIMEOUTS.upload, creates: 'upload', body: 'multipart' },
  documents: { method: 'GET', path: '/player/documents', timeoutMs: TIMEOUTS.details },
  sourceOfFunds: { method: 'GET', path: '/player/sof', timeoutMs: TIMEOUTS.details },
  submitSourceOfFunds: { method: 'POST', path: '/player/sof', timeoutMs: TIMEOUTS.details, creates: 'sourceOfFunds' },
  // Hungarian-licence wizard (issue 14 §4): saved fields, quick verification, membership card lookups
  wizardFields: { method: 'GET', path: '/player/updateFields', timeoutMs: TIMEOUTS.details },
  updateFields: { method: 'POST', path: '/player/updateFields', timeoutMs: TIMEOUTS.details },
  quickVerify: { method: 'POST', path: '/player/quickVerify', timeoutMs: TIMEOUTS.default },
  verifyLvcNumber: { method: 'GET', path: '/player/verifyLvcNumber', timeoutMs: TIMEOUTS.details },
  confirmLvcNumber: { method: 'GET', path: '/player/confirmLvcNumber', timeoutMs: TIMEOUTS.details },
  declineLvcNumber: { method: 'GET', path: '/player/declineLvcNumber', timeoutMs: TIMEOUTS.details },
} as const satisfies EndpointTable<DocumentEndpoints>;
