import type { DocumentSide, UploadedDocument } from '../../api/endpoints';
import { date } from '../../engine/formats/date';
import type { PlatformSettings } from '../../engine/platform-settings';
import { documentDate } from '../../engine/rules/document-date';
import type { MockDb } from '../db/create-mock-db';
import type { MockPlayer } from '../db/mock-types';
import { keepDocumentImage } from './documents/document-images';
import { reviewedStatusOf } from './documents/reviewed-status-of';
import { platformFailure, type PlatformFailure } from './platform-failure';

/** Defaults when the served settings name no limits (spec 1 §9: images per document default 10). */
export const DOCUMENT_LIMITS = {
  maxFileSize: 5 * 1048576,
  allowedTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  maxImageCountPerDocument: 10,
} as const;

/** The EICAR antivirus test signature: a file starting with it is "infected" (274). */
export const EICAR_SIGNATURE = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

const SIDES: readonly DocumentSide[] = ['front', 'back', 'any'];

export interface DocumentUpload {
  file: FormDataEntryValue | null;
  name: FormDataEntryValue | null;
  side: FormDataEntryValue | null;
  type: FormDataEntryValue | null;
  /** the type's extra fields sent beside the file (dates are checked like the form does) */
  extra?: Readonly<Record<string, FormDataEntryValue>>;
}

/** The document date rule of each extra date field (spec 1 §5), by the field's name. */
function dateKindOf(field: string): 'issue' | 'expiry' | 'futureEnd' | undefined {
  if (field.endsWith('IssueDate')) return 'issue';
  if (field.endsWith('ExpiryDate')) return 'expiry';
  return field === 'pepOrganisationPositionEndDate' ? 'futureEnd' : undefined;
}

/**
 * Checks an uploaded document like the platform (spec 1 §5, §7; spec 3 §8 "Uploads": 160 limits,
 * 274 virus, 275 antivirus unavailable) and keeps its metadata — never its contents.
 * QA inputs: a file name containing `virus` (or a file starting with the EICAR test string) →
 * 274; `antivirus-down` → 275.
 */
export async function acceptDocument(
  db: MockDb,
  player: MockPlayer,
  upload: DocumentUpload,
  settings: PlatformSettings,
): Promise<{ data: UploadedDocument } | { failure: PlatformFailure }> {
  const fields: Array<{ field: string; code: string }> = [];
  const file = upload.file;
  const isFile = isUploadedFile(file);
  if (!isFile) fields.push({ field: 'file', code: 'required' });
  const name = typeof upload.name === 'string' ? upload.name.trim() : '';
  const type = typeof upload.type === 'string' ? upload.type.trim() : '';
  const side = typeof upload.side === 'string' ? upload.side : '';
  if (name === '') fields.push({ field: 'name', code: 'required' });
  if (type === '') fields.push({ field: 'type', code: 'required' });
  if (!(SIDES as readonly string[]).includes(side)) fields.push({ field: 'side', code: side === '' ? 'required' : 'oneOf' });
  for (const [field, value] of Object.entries(upload.extra ?? {})) {
    const kind = dateKindOf(field);
    if (kind === undefined || typeof value !== 'string') continue;
    if (!date(value)) fields.push({ field, code: 'date' });
    else for (const issue of documentDate({ [field]: value }, { field, kind }, { now: db.now(), settings, market: 'INT' })) fields.push({ field, code: issue.code });
  }
  if (fields.length > 0 || !isUploadedFile(file)) return { failure: platformFailure(196, { fields }) };

  const blob = file;
  const fileName = typeof blob.name === 'string' && blob.name !== '' ? blob.name : 'file';
  const contentType = blob.type || 'application/octet-stream';
  const limits = limitsOf(settings);
  if (blob.size > limits.maxFileSize) {
    return { failure: platformFailure(160, { maxFileSize: limits.maxFileSize, currentFileSize: blob.size }) };
  }
  if (!limits.allowedTypes.includes(contentType)) {
    return { failure: platformFailure(160, { allowedTypes: limits.allowedTypes, currentFileType: contentType }) };
  }
  const sameDocument = db.state.documents.filter((document) => document.playerId === player.id && document.type === type);
  if (sameDocument.length >= limits.maxImageCountPerDocument) {
    return {
      failure: platformFailure(160, { maxImageCountPerDocument: limits.maxImageCountPerDocument, currentFileCount: sameDocument.length }),
    };
  }
  const lowerName = fileName.toLowerCase();
  if (lowerName.includes('antivirus-down')) return { failure: platformFailure(275) };
  // the scan reads the start of the file and forgets it
  const head = await blob.slice(0, EICAR_SIGNATURE.length).text();
  if (lowerName.includes('virus') || head === EICAR_SIGNATURE) return { failure: platformFailure(274) };

  const document = {
    id: `doc-${db.state.nextId++}`,
    playerId: player.id,
    name,
    side: side as DocumentSide,
    type,
    fileName,
    contentType,
    size: blob.size,
    status: reviewedStatusOf(lowerName),
    uploadedAt: db.now().toISOString(),
  };
  db.state.documents.push(document);
  keepDocumentImage(db, document.id, blob);
  const { playerId: _playerId, status: _status, ...data } = document;
  return { data: { ...data, status: 'uploaded' } };
}

function limitsOf(settings: PlatformSettings): { maxFileSize: number; allowedTypes: string[]; maxImageCountPerDocument: number } {
  const fe = settings.fe;
  const size = fe.documentUploadingMaxFileSizePerFile;
  const types = fe.documentUploadingAllowedContentType;
  const images = fe.maxImageCountPerDocument;
  return {
    maxFileSize: typeof size === 'number' && size > 0 ? size : DOCUMENT_LIMITS.maxFileSize,
    allowedTypes: Array.isArray(types)
      ? types.filter((item): item is string => typeof item === 'string')
      : typeof types === 'string' && types !== ''
        ? types.split(',').map((item) => item.trim())
        : [...DOCUMENT_LIMITS.allowedTypes],
    maxImageCountPerDocument: typeof images === 'number' && images > 0 ? images : DOCUMENT_LIMITS.maxImageCountPerDocument,
  };
}

function isUploadedFile(value: FormDataEntryValue | null): value is File {
  return typeof value === 'object' && value !== null && typeof value.size === 'number';
}
