import { TIMEOUTS } from '../timeouts';
import type { EndpointTable } from './definition';

/**
 * The contact-us form (spec 3 §3 "Contact message", §7 "contact: action RequestContactUsAction plus
 * message fields"; §8 225 "contact-us attempts exhausted"). Attachments (subject 10 "Validation"
 * only, at most 3 JPEG / PNG images) are uploaded first, one multipart call per image with its own
 * idempotency key; the message then names them by id and carries the attempt's key.
 */
export const CONTACT_US_ACTION = 'RequestContactUsAction';

/** What one attachment upload sends beside the file part. */
export interface ContactAttachmentFields {
  /** the subject the attachment belongs to (the platform accepts files for subject 10 only) */
  subjectId: string;
}

/** An attachment the platform holds for a message to come (never its contents). */
export interface ContactAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface ContactMessagePayload {
  action: typeof CONTACT_US_ACTION;
  firstName: string;
  lastName: string;
  email: string;
  subjectId: number;
  /** the subject's name in the platform's list (spec 3 §9), beside its id */
  subject: string;
  body: string;
  sendMeCopy: boolean;
  /** the subject takes attachments (10 "Validation") */
  allowAttachments: boolean;
  /** ids of the attachments uploaded for this message (uploadContactAttachment), at most 3 */
  files: string[];
}

export interface ContactMessageSent {
  messageId: string;
  /** the address a copy went to (sendMeCopy), else null */
  copySentTo: string | null;
}

export interface ContactEndpoints {
  uploadContactAttachment: { payload: ContactAttachmentFields; data: ContactAttachment; creates: 'upload'; body: 'multipart' };
  sendContactMessage: { payload: ContactMessagePayload; data: ContactMessageSent; creates: 'contactMessage' };
}

export const CONTACT_ENDPOINTS = {
  uploadContactAttachment: { method: 'POST', path: '/contact/attachments', timeoutMs: TIMEOUTS.upload, creates: 'upload', body: 'multipart' },
  sendContactMessage: { method: 'POST', path: '/contact/message', timeoutMs: TIMEOUTS.default, creates: 'contactMessage' },
} as const satisfies EndpointTable<ContactEndpoints>;
