import type { DocumentSide, DocumentStatus, ListedDocument } from '../../api/endpoints';

/** The upload types documents map to (spec 1 §3: nationalIdCard is uploaded as identificationCard). */
export type DocumentUploadType = 'passport' | 'driverLicence' | 'identificationCard' | 'addressCard' | 'otherDocuments';

export interface DocumentGroup {
  /** "identity", "address", … as the setting names it */
  name: string;
  types: DocumentUploadType[];
}

const UPLOAD_TYPES: Readonly<Record<string, DocumentUploadType>> = {
  passport: 'passport',
  driverLicence: 'driverLicence',
  identificationCard: 'identificationCard',
  nationalIdCard: 'identificationCard',
  addressCard: 'addressCard',
  otherDocuments: 'otherDocuments',
};

/** Sides per type when `fe.documentSides` names none: cards have two, a passport its photo page, others any page. */
const DEFAULT_SIDES: Readonly<Record<DocumentUploadType, DocumentSide[]>> = {
  passport: ['front'],
  driverLicence: ['front', 'back'],
  identificationCard: ['front', 'back'],
  addressCard: ['front', 'back'],
  otherDocuments: ['any'],
};

/** Types a player who is not a Hungarian citizen may choose for identity (spec 1 §5). */
const FOREIGN_IDENTITY: readonly DocumentUploadType[] = ['identificationCard', 'passport'];

/**
 * The document groups of back-end setting `accountValidationTypes` ("type=subtype,subtype;…",
 * spec 1 §3), subtypes mapped to upload types; unknown subtypes are left out, and a player who is
 * not a Hungarian citizen keeps only the national id card and passport.
 */
export function documentGroups(setting: unknown, citizenship: string | undefined): DocumentGroup[] {
  if (typeof setting !== 'string') return [];
  const foreign = citizenship !== undefined && citizenship !== '' && citizenship !== 'HUN';
  const groups: DocumentGroup[] = [];
  for (const part of setting.split(';')) {
    const [name, list] = part.split('=');
    const groupName = name?.trim();
    if (!groupName || list === undefined) continue;
    const types = [
      ...new Set(
        list
          .split(',')
          .map((item) => UPLOAD_TYPES[item.trim()])
          .filter((type): type is DocumentUploadType => type !== undefined),
      ),
    ].filter((type) => !foreign || groupName !== 'identity' || FOREIGN_IDENTITY.includes(type));
    if (types.length > 0) groups.push({ name: groupName, types });
  }
  return groups;
}

/** The sides a type needs, from front-end setting `documentSides` (`{ "<type>": ["front", "back"] }`) or the defaults. */
export function sidesOf(type: DocumentUploadType, setting: unknown): DocumentSide[] {
  const configured = typeof setting === 'object' && setting !== null ? (setting as Record<string, unknown>)[type] : undefined;
  if (Array.isArray(configured)) {
    const sides = configured.filter((side): side is DocumentSide => side === 'front' || side === 'back' || side === 'any');
    if (sides.length > 0) return [...new Set(sides)];
  }
  return DEFAULT_SIDES[type];
}

export function isDocumentUploadType(value: unknown): value is DocumentUploadType {
  return typeof value === 'string' && Object.values(UPLOAD_TYPES).includes(value as DocumentUploadType);
}

export type GroupStatus = DocumentStatus | 'missing';

/**
 * A group's status for the stepper (spec 1 §3 "per group: approved, uploaded"): approved when a
 * document of the group is approved, uploaded when one waits for review, otherwise the newest
 * document's status (rejected, expired), missing without any.
 */
export function groupStatus(group: DocumentGroup, documents: readonly ListedDocument[]): GroupStatus {
  const own = documents.filter((document) => (group.types as readonly string[]).includes(document.type));
  if (own.some((document) => document.status === 'approved')) return 'approved';
  if (own.some((document) => document.status === 'uploaded')) return 'uploaded';
  return own[0]?.status ?? 'missing';
}

/** Account validation's state (spec 1 §4): approved when every group is, waiting when each group has a document under review or approved. */
export function validationState(groups: readonly DocumentGroup[], documents: readonly ListedDocument[]): 'approved' | 'waiting' | 'open' {
  if (groups.length === 0) return 'open';
  const statuses = groups.map((group) => groupStatus(group, documents));
  if (statuses.every((status) => status === 'approved')) return 'approved';
  if (statuses.every((status) => status === 'approved' || status === 'uploaded')) return 'waiting';
  return 'open';
}
