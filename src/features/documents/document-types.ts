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

/** Types a player who is not a citizen of the licence's home country may choose for identity (spec 1 §5). */
const FOREIGN_IDENTITY: readonly DocumentUploadType[] = ['identificationCard', 'passport'];

/** The front-end setting naming the licence's home country (schemas/settings/platform.json, declared in the settings meta-schema). */
export const DOCUMENTS_HOME_COUNTRY_SETTING = 'documents.homeCountry';

/** The licence's home country when the setting `fe.documents.homeCountry` is missing or malformed (spec 1 §9: HUN). */
export const DEFAULT_HOME_COUNTRY = 'HUN';

/** The served `fe.documents.homeCountry` (ISO alpha-3), else the default. */
export function homeCountryOf(setting: unknown): string {
  return typeof setting === 'string' && /^[A-Z]{3}$/.test(setting) ? setting : DEFAULT_HOME_COUNTRY;
}

/** Whether the player is a citizen of another country than the licence's home country (unknown citizenship: not foreign). */
export function isForeignCitizen(citizenship: string | undefined, homeCountry: unknown): boolean {
  return citizenship !== undefined && citizenship !== '' && citizenship !== homeCountryOf(homeCountry);
}

/** The personal documents the Hungarian wizard offers (spec 1 §5: a foreign citizen has no driver licence option). */
export function identityTypesFor(citizenship: string | undefined, homeCountry: unknown): readonly string[] {
  return isForeignCitizen(citizenship, homeCountry) ? ['nationalIdCard', 'passport'] : ['nationalIdCard', 'passport', 'driverLicence'];
}

/**
 * The document groups of back-end setting `accountValidationTypes` ("type=subtype,subtype;…",
 * spec 1 §3), subtypes mapped to upload types; unknown subtypes are left out, and a player who is
 * not a citizen of the licence's home country (setting `fe.documents.homeCountry`) keeps only the
 * national id card and passport.
 */
export function documentGroups(setting: unknown, citizenship: string | undefined, homeCountry?: unknown): DocumentGroup[] {
  if (typeof setting !== 'string') return [];
  const foreign = isForeignCitizen(citizenship, homeCountry);
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

/**
 * The form of one side's images: a front or a back is one photo (document-side-image, spec 1 §4
 * "repeat for more sides until all are present"); a document without sides (`any`) takes several
 * pages up to the images-per-document limit (document-images).
 */
export function sideFormOf(side: DocumentSide | undefined): 'document-side-image' | 'document-images' {
  return side === 'front' || side === 'back' ? 'document-side-image' : 'document-images';
}

/** The form of a type's extra fields (spec 1 §3 "extra fields per type"): `document-details-<type in kebab case>`; content decides whether it exists. */
export function detailsFormOf(type: DocumentUploadType): string {
  return `document-details-${type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
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
