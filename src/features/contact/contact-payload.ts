import { CONTACT_US_ACTION, type ContactMessagePayload } from '../../api/endpoints';
import { ATTACHMENT_SUBJECT_ID, CONTACT_SUBJECTS } from '../../catalogues/contact-subjects';
import { uploadedFileItems, type UploadedFileItem } from '../../engine/uploads/uploaded-file-item';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The subject id the form holds, or undefined when it is not one of the platform's 0–10. */
export function contactSubjectId(data: Readonly<Record<string, unknown>>): number | undefined {
  const id = data.subjectId;
  return typeof id === 'number' && CONTACT_SUBJECTS.some((subject) => subject.id === id) ? id : undefined;
}

/** The attachments to send: only for subject 10 "Validation" (a file chosen under it and the subject changed afterwards is not sent). */
export function contactAttachments(data: Readonly<Record<string, unknown>>): UploadedFileItem[] {
  return contactSubjectId(data) === ATTACHMENT_SUBJECT_ID ? uploadedFileItems(data.attachments) : [];
}

/**
 * The contact call's payload (spec 3 §3 "Contact message", §7 "action RequestContactUsAction plus
 * message fields") from what the form holds and the ids of the uploaded attachments. The locked
 * fields (names and e-mail of the profile) come from the profile, never from what was typed.
 */
export function contactMessagePayload(
  data: Readonly<Record<string, unknown>>,
  profileData: Readonly<Record<string, unknown>>,
  fileIds: readonly string[],
): ContactMessagePayload {
  const merged = { ...data, ...profileData };
  const subjectId = contactSubjectId(data) ?? 0;
  const allowAttachments = subjectId === ATTACHMENT_SUBJECT_ID;
  return {
    action: CONTACT_US_ACTION,
    firstName: text(merged.firstName),
    lastName: text(merged.lastName),
    email: text(merged.email),
    subjectId,
    subject: CONTACT_SUBJECTS.find((subject) => subject.id === subjectId)?.name ?? 'other',
    body: typeof data.body === 'string' ? data.body : '',
    sendMeCopy: data.sendMeCopy === true,
    allowAttachments,
    files: allowAttachments ? [...fileIds] : [],
  };
}

/** The profile's names and e-mail that are present: prefilled and locked (spec 3 §5 "disabled when already in the profile"). */
export function contactProfileData(details: { firstName?: string; lastName?: string; email?: string } | null | undefined): Record<string, string> {
  const data: Record<string, string> = {};
  for (const field of ['firstName', 'lastName', 'email'] as const) {
    const value = text(details?.[field]);
    if (value !== '') data[field] = value;
  }
  return data;
}
