import { describe, expect, it } from 'vitest';
import { reviewRequestOf } from '../../../src/features/documents/review-request';

describe('reviewRequestOf (spec 1 §8: 128 with document-related details)', () => {
  it('a plain 128, or details saying all is well, asks nothing', () => {
    expect(reviewRequestOf(undefined, 'passport')).toBeNull();
    expect(reviewRequestOf({}, 'passport')).toBeNull();
    expect(reviewRequestOf({ userValidated: true, hasPendingDocumentRequest: false, phoneVerified: true, emailVerified: 'true' }, 'passport')).toBeNull();
  });

  it('age or name asks for the identity document first, then the address card, then another document', () => {
    expect(reviewRequestOf({ age: 'notVerified', address: 'notVerified' }, 'identificationCard')).toEqual({ items: ['age', 'address'], documentType: 'identificationCard' });
    expect(reviewRequestOf({ addressStatus: 'rejected' }, 'passport')).toEqual({ items: ['address'], documentType: 'addressCard' });
    expect(reviewRequestOf({ userValidated: false }, 'passport')).toEqual({ items: ['pendingDocument'], documentType: 'otherDocuments' });
    expect(reviewRequestOf({ hasPendingDocumentRequest: true, name: 'mismatch' }, 'passport')).toEqual({ items: ['name', 'pendingDocument'], documentType: 'passport' });
  });

  it('an unverified phone or e-mail alone asks for the contact form (no document)', () => {
    expect(reviewRequestOf({ phoneVerified: false, emailVerified: false }, 'passport')).toEqual({ items: ['phone', 'email'], documentType: null });
    expect(reviewRequestOf({ phoneVerified: false, address: 'x' }, 'passport')).toEqual({ items: ['address', 'phone'], documentType: 'addressCard' });
  });
});
