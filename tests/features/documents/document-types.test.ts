import { describe, expect, it } from 'vitest';
import type { ListedDocument } from '../../../src/api/endpoints';
import { detailsFormOf, documentGroups, groupStatus, identityTypesFor, isForeignCitizen, sidesOf, validationState } from '../../../src/features/documents/document-types';
import { VARIANT_INDEX } from '../../../src/generated/content-index';

const SETTING = 'identity=passport,nationalIdCard,driverLicence;address=addressCard,otherDocuments';
const listed = (type: string, status: ListedDocument['status']): ListedDocument => ({ id: `d-${type}-${status}`, name: type, side: 'front', type, status, uploadedAt: '2026-11-24T00:00:00Z' });

describe('documentGroups', () => {
  it('reads type=subtype,subtype;… and maps nationalIdCard to identificationCard', () => {
    expect(documentGroups(SETTING, 'HUN')).toEqual([
      { name: 'identity', types: ['passport', 'identificationCard', 'driverLicence'] },
      { name: 'address', types: ['addressCard', 'otherDocuments'] },
    ]);
  });

  it('offers a non-Hungarian citizen only the national id card and passport for identity', () => {
    expect(documentGroups(SETTING, 'SWE')[0]).toEqual({ name: 'identity', types: ['passport', 'identificationCard'] });
  });

  it('ignores unknown subtypes, empty groups and a missing setting', () => {
    expect(documentGroups('identity=selfie;address=addressCard', 'HUN')).toEqual([{ name: 'address', types: ['addressCard'] }]);
    expect(documentGroups(undefined, 'HUN')).toEqual([]);
  });
});

describe('sidesOf', () => {
  it('uses fe.documentSides when it names valid sides, else the defaults', () => {
    expect(sidesOf('passport', { passport: ['front', 'back'] })).toEqual(['front', 'back']);
    expect(sidesOf('passport', { passport: ['top'] })).toEqual(['front']);
    expect(sidesOf('identificationCard', undefined)).toEqual(['front', 'back']);
  });
});

describe('group status and validation state', () => {
  const groups = documentGroups(SETTING, 'HUN');
  it('is open while a group has no document, waiting when each is under review, approved when all are', () => {
    expect(validationState(groups, [listed('passport', 'uploaded')])).toBe('open');
    expect(validationState(groups, [listed('passport', 'uploaded'), listed('addressCard', 'approved')])).toBe('waiting');
    expect(validationState(groups, [listed('passport', 'approved'), listed('addressCard', 'approved')])).toBe('approved');
  });

  it('shows rejected or expired when nothing newer waits', () => {
    expect(groupStatus(groups[0]!, [listed('passport', 'rejected')])).toBe('rejected');
    expect(groupStatus(groups[0]!, [listed('passport', 'rejected'), listed('passport', 'uploaded')])).toBe('uploaded');
    expect(groupStatus(groups[1]!, [])).toBe('missing');
  });
});

describe('extra fields per document type (spec 1 §3)', () => {
  it('names a form the content describes for every upload type', () => {
    const types = ['passport', 'driverLicence', 'identificationCard', 'addressCard', 'otherDocuments'] as const;
    expect(types.map((type) => detailsFormOf(type))).toEqual([
      'document-details-passport',
      'document-details-driver-licence',
      'document-details-identification-card',
      'document-details-address-card',
      'document-details-other-documents',
    ]);
    for (const type of types) expect(Object.hasOwn(VARIANT_INDEX.forms, detailsFormOf(type))).toBe(true);
  });
});

describe('the licence home country is a setting (fe.documents.homeCountry)', () => {
  it('decides who is a foreign citizen; a missing or malformed setting is HUN', () => {
    expect(isForeignCitizen('HUN', undefined)).toBe(false);
    expect(isForeignCitizen('SWE', 'HUN')).toBe(true);
    expect(isForeignCitizen('SWE', 'SWE')).toBe(false);
    expect(isForeignCitizen('HUN', 'SWE')).toBe(true);
    expect(isForeignCitizen('SWE', 'sweden')).toBe(true);
    expect(isForeignCitizen(undefined, 'HUN')).toBe(false);
    expect(identityTypesFor('ROU', 'HUN')).toEqual(['nationalIdCard', 'passport']);
    expect(identityTypesFor('HUN', 'HUN')).toEqual(['nationalIdCard', 'passport', 'driverLicence']);
    expect(documentGroups(SETTING, 'HUN', 'SWE')[0]).toEqual({ name: 'identity', types: ['passport', 'identificationCard'] });
  });
});
