import type { DocumentUploadType } from './document-types';

/** One thing a review asks of the player, as the wizard lists it. */
export type ReviewRequestItem = 'age' | 'name' | 'address' | 'pendingDocument' | 'phone' | 'email';

/** What a 128 answer's document-related details ask for, and the document to upload first (null: only contact details to verify). */
export interface ReviewRequest {
  items: ReviewRequestItem[];
  documentType: DocumentUploadType | null;
}

const isTrue = (value: unknown) => value === true || value === 'true';
const isFalse = (value: unknown) => value === false || value === 'false';

/**
 * A 128 answer with document-related details (spec 1 §8 "128: documents waiting for review (step 5);
 * with document-related details it shows the document or e-mail/phone form"; the details are named
 * in spec 2 §8: age, name, address (addressStatus), userValidated, hasPendingDocumentRequest, phone
 * or e-mail verified). The spec gives no values, so the closest reading (README "Documents",
 * decision): a detail present asks for its proof, except userValidated / phoneVerified /
 * emailVerified `true` and hasPendingDocumentRequest `false`, which say all is well. Age and name
 * are proven by the player's identity document, the address by an address card, a pending request
 * by another document; an identity proof is asked first, then the address, then the rest.
 * Null: a plain 128 (waiting for review).
 */
export function reviewRequestOf(details: Readonly<Record<string, unknown>> | undefined, identityType: DocumentUploadType): ReviewRequest | null {
  if (details === undefined) return null;
  const has = (key: string) => Object.hasOwn(details, key);
  const items: ReviewRequestItem[] = [];
  if (has('age')) items.push('age');
  if (has('name')) items.push('name');
  if (has('address') || has('addressStatus')) items.push('address');
  const pending = (has('userValidated') && !isTrue(details.userValidated)) || (has('hasPendingDocumentRequest') && !isFalse(details.hasPendingDocumentRequest)) || has('documents');
  if (pending) items.push('pendingDocument');
  if (has('phoneVerified') && !isTrue(details.phoneVerified)) items.push('phone');
  if (has('emailVerified') && !isTrue(details.emailVerified)) items.push('email');
  if (items.length === 0) return null;
  const documentType: DocumentUploadType | null = items.includes('age') || items.includes('name')
    ? identityType
    : items.includes('address')
      ? 'addressCard'
      : pending
        ? 'otherDocuments'
        : null;
  return { items, documentType };
}
