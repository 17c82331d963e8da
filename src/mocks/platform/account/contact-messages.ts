import type { ContactAttachment, ContactMessageSent } from '../../../api/endpoints';
import { ATTACHMENT_SUBJECT_ID, CONTACT_SUBJECTS, MAX_CONTACT_IMAGES } from '../../../catalogues/contact-subjects';
import { email as isEmail } from '../../../engine/formats/email';
import type { PlatformSettings } from '../../../engine/platform-settings';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';

/** Without a served fe.contactUsMaxFileSizePerFile: 3 MB (the platform settings' value). */
export const DEFAULT_CONTACT_FILE_SIZE = 3 * 1048576;
/** Messages one e-mail address may send per platform day; the next answers 225 (spec 3 §8). */
export const CONTACT_MESSAGES_PER_DAY = 5;
const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** A held attachment: metadata only, never the contents. */
export interface MockContactAttachment extends ContactAttachment {
  at: string;
  /** the message that took it; a file is sent with one message only */
  messageId: string | null;
}

export interface MockContactMessage {
  id: string;
  playerId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  subjectId: number;
  subject: string;
  body: string;
  sendMeCopy: boolean;
  files: ContactAttachment[];
  at: string;
}

export interface ContactMockState {
  attachments: Record<string, MockContactAttachment>;
  messages: MockContactMessage[];
}

function stateOf(db: MockDb): ContactMockState {
  db.state.contact ??= { attachments: {}, messages: [] };
  return db.state.contact;
}

/** The content type the file's first bytes say (JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A), else null. */
export function sniffImageType(head: Uint8Array): (typeof IMAGE_TYPES)[number] | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, index) => head[index] === byte)) return 'image/png';
  return null;
}

function maxFileSizeOf(settings: PlatformSettings): number {
  const size = settings.fe.contactUsMaxFileSizePerFile;
  return typeof size === 'number' && Number.isInteger(size) && size > 0 ? size : DEFAULT_CONTACT_FILE_SIZE;
}

/**
 * An attachment of the contact form like the platform takes it (spec 3 §5 "Contact form": JPEG or
 * PNG, each within fe.contactUsMaxFileSizePerFile; only subject 10): 196 without a file or for
 * another subject, 160 with the limit and the actual value for a size or type the form should
 * have refused, including a file whose bytes are not the image its type claims (a renamed file).
 */
export async function acceptContactAttachment(
  db: MockDb,
  file: FormDataEntryValue | null,
  subjectId: FormDataEntryValue | null,
  settings: PlatformSettings,
): Promise<{ data: ContactAttachment } | { failure: PlatformFailure }> {
  if (typeof file !== 'object' || file === null) return { failure: platformFailure(196, { fields: [{ field: 'file', code: 'required' }] }) };
  if (subjectId !== String(ATTACHMENT_SUBJECT_ID)) return { failure: platformFailure(196, { fields: [{ field: 'subjectId', code: 'oneOf' }] }) };
  const maxFileSize = maxFileSizeOf(settings);
  if (file.size > maxFileSize) return { failure: platformFailure(160, { maxFileSize, currentFileSize: file.size }) };
  const declared = file.type;
  if (!(IMAGE_TYPES as readonly string[]).includes(declared)) return { failure: platformFailure(160, { allowedTypes: [...IMAGE_TYPES], currentFileType: declared }) };
  const sniffed = sniffImageType(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
  if (sniffed !== declared) return { failure: platformFailure(160, { allowedTypes: [...IMAGE_TYPES], currentFileType: sniffed ?? 'unknown' }) };
  const id = `contact-file-${db.state.nextId++}`;
  const attachment: ContactAttachment = { id, fileName: file.name || 'file', contentType: declared, size: file.size };
  stateOf(db).attachments[id] = { ...attachment, at: db.now().toISOString(), messageId: null };
  return { data: attachment };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A contact message (spec 3 §3 "Contact message", §7 "contact"), from a visitor or a player (whose
 * profile's names and e-mail win over what was sent). 196 with the fields that are missing or
 * wrong; 225 when the address has sent CONTACT_MESSAGES_PER_DAY today. QA inputs: an e-mail
 * containing `+exhausted` → 225 at once; `+unavailable` → error 0 (the platform could not take it).
 */
export function sendContactMessage(db: MockDb, player: MockPlayer | null, body: unknown): { data: ContactMessageSent } | { failure: PlatformFailure } {
  const payload = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const fields: Array<{ field: string; code: string }> = [];
  const firstName = text(player?.firstName) || text(payload.firstName);
  const lastName = text(player?.lastName) || text(payload.lastName);
  const address = text(player?.email) || text(payload.email);
  if (payload.action !== 'RequestContactUsAction') fields.push({ field: 'action', code: 'oneOf' });
  if (firstName === '') fields.push({ field: 'firstName', code: 'required' });
  if (lastName === '') fields.push({ field: 'lastName', code: 'required' });
  if (address === '') fields.push({ field: 'email', code: 'required' });
  else if (!isEmail(address)) fields.push({ field: 'email', code: 'email' });
  const subject = CONTACT_SUBJECTS.find((candidate) => candidate.id === payload.subjectId);
  if (subject === undefined) fields.push({ field: 'subjectId', code: payload.subjectId === undefined ? 'required' : 'oneOf' });
  const message = typeof payload.body === 'string' ? payload.body : '';
  if (message.trim() === '') fields.push({ field: 'body', code: 'required' });
  const fileIds = Array.isArray(payload.files) ? payload.files.filter((id): id is string => typeof id === 'string') : [];
  const state = stateOf(db);
  if (fileIds.length > 0 && subject?.id !== ATTACHMENT_SUBJECT_ID) fields.push({ field: 'files', code: 'oneOf' });
  else if (fileIds.length > MAX_CONTACT_IMAGES) fields.push({ field: 'files', code: 'imagesLimit' });
  else if (fileIds.some((id) => state.attachments[id] === undefined || state.attachments[id].messageId !== null)) fields.push({ field: 'files', code: 'uploadFailed' });
  if (fields.length > 0 || subject === undefined) return { failure: platformFailure(196, { fields }) };

  const lower = address.toLowerCase();
  if (lower.includes('+unavailable')) return { failure: platformFailure(0) };
  const today = db.now().toISOString().slice(0, 10);
  const sentToday = state.messages.filter((sent) => sent.email.toLowerCase() === lower && sent.at.slice(0, 10) === today).length;
  if (lower.includes('+exhausted') || sentToday >= CONTACT_MESSAGES_PER_DAY) return { failure: platformFailure(225) };

  const id = `contact-${db.state.nextId++}`;
  const files: ContactAttachment[] = [];
  for (const fileId of fileIds) {
    const held = state.attachments[fileId];
    if (held === undefined) continue;
    held.messageId = id;
    files.push({ id: held.id, fileName: held.fileName, contentType: held.contentType, size: held.size });
  }
  const sendMeCopy = payload.sendMeCopy === true;
  state.messages.push({ id, playerId: player?.id ?? null, firstName, lastName, email: address, subjectId: subject.id, subject: subject.name, body: message, sendMeCopy, files, at: db.now().toISOString() });
  return { data: { messageId: id, copySentTo: sendMeCopy ? address : null } };
}

/** The messages received, newest last (QA: GET /api/__mock/contact-messages). */
export function contactMessages(db: MockDb): readonly MockContactMessage[] {
  return db.state.contact?.messages ?? [];
}
