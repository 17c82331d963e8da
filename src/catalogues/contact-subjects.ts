export interface ContactSubject {
  /** the id the contact call sends */
  id: number;
  /** stable name for the label's i18n key; 0 and 7 are both "Other" in the platform's list */
  name: string;
}

/** Contact-us subjects 0–10 in the platform's order (spec 3 §9). */
export const CONTACT_SUBJECTS: readonly ContactSubject[] = Object.freeze([
  { id: 0, name: 'other' },
  { id: 1, name: 'lostPassword' },
  { id: 2, name: 'registration' },
  { id: 3, name: 'depositWithdrawal' },
  { id: 4, name: 'promotions' },
  { id: 5, name: 'limitations' },
  { id: 6, name: 'complaints' },
  { id: 7, name: 'other' },
  { id: 8, name: 'reportPlayer' },
  { id: 9, name: 'reportGameError' },
  { id: 10, name: 'validation' },
]);

/** Only the Validation subject takes attachments, at most 3 images (spec 3 §2, §9). */
export const ATTACHMENT_SUBJECT_ID = 10;
export const MAX_CONTACT_IMAGES = 3;
