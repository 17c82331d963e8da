import { describe, expect, it } from 'vitest';
import { SOURCE_OF_FUNDS_TYPES, type SourceOfFundsData, type SourceOfFundsStatus } from '../../../src/api/endpoints';
import { declaredTypes, offeredSofTypes, sofDeclaration } from '../../../src/features/documents/source-of-funds-offer';

function details(statuses: Partial<Record<string, SourceOfFundsStatus>>, extra: Partial<SourceOfFundsData> = {}): SourceOfFundsData {
  return {
    sofDetails: Object.fromEntries(SOURCE_OF_FUNDS_TYPES.map((type) => [type, { status: statuses[type] ?? null }])) as SourceOfFundsData['sofDetails'],
    amountRequired: false,
    fileRequired: true,
    amountVersion: 'plain',
    amountRanges: ['1000:5000'],
    currency: 'HUF',
    ...extra,
  };
}

describe('offeredSofTypes', () => {
  it('offers the types whose status is not approved or uploaded', () => {
    expect(offeredSofTypes(details({ salary: 'approved', savings: 'uploaded', other: 'rejected' }), null)).toEqual([
      'selfEmployed',
      'companyProfit',
      'saleOfAssets',
      'inheritance',
      'other',
    ]);
  });

  it('offers only the rejected or null-status type validationType names', () => {
    expect(offeredSofTypes(details({ inheritance: 'rejected' }), 'inheritance')).toEqual(['inheritance']);
    expect(offeredSofTypes(details({}), 'savings')).toEqual(['savings']);
    // an approved type named by validationType falls back to the open ones
    expect(offeredSofTypes(details({ savings: 'approved' }), 'savings')).not.toContain('savings');
  });

  it('offers nothing when every type is approved or uploaded (contact support)', () => {
    expect(offeredSofTypes(details(Object.fromEntries(SOURCE_OF_FUNDS_TYPES.map((type) => [type, 'uploaded']))), null)).toEqual([]);
    expect(offeredSofTypes(null, null)).toEqual([]);
  });
});

describe('sofDeclaration', () => {
  it('sends the type and, when required, the amount as a whole number', () => {
    const offered = offeredSofTypes(details({}), null);
    expect(sofDeclaration({ sourceType: 'salary', amount: '2500' }, details({}, { amountRequired: true }), offered)).toEqual({ type: 'salary', amount: 2500 });
    expect(sofDeclaration({ sourceType: 'salary', amount: '2500' }, details({}), offered)).toEqual({ type: 'salary' });
    expect(sofDeclaration({ sourceType: 'salary' }, details({ salary: 'uploaded' }), offeredSofTypes(details({ salary: 'uploaded' }), null))).toEqual({});
  });

  it('sends the checked types with their ranges in range mode', () => {
    const range = details({}, { amountVersion: 'range' });
    const declaration = sofDeclaration({ savings: true, savingsRange: '1000:5000', salary: false, salaryRange: ':1000' }, range, offeredSofTypes(range, null));
    expect(declaration).toEqual({ selectedTypes: [{ type: 'savings', range: '1000:5000' }] });
    expect(declaredTypes(declaration)).toEqual(['savings']);
    expect(declaredTypes(null)).toEqual([]);
  });
});
