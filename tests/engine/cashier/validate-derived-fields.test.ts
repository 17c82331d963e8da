import { describe, expect, it } from 'vitest';
import { deriveServerMethodFields } from '../../../src/engine/cashier/derive-server-method-fields';
import { validateDerivedFields } from '../../../src/engine/cashier/validate-derived-fields';

const now = new Date('2026-06-15T12:00:00Z');
const { fields } = deriveServerMethodFields([
  { field: 'iban', fieldType: 'iban' },
  { field: 'email', fieldType: 'email', optional: true },
  { field: 'phone', fieldType: 'phone', optional: true },
  { field: 'pan', fieldType: 'cardNumber', requireForStoredPayment: true },
  { field: 'expiry', fieldType: 'expiryDate' },
  { field: 'cvv', fieldType: 'cvv' },
  { field: 'bank', fieldType: 'select', dataList: ['otp', 'kh'] },
  { field: 'free', fieldType: 'hologram', optional: true },
]);

describe('validateDerivedFields', () => {
  it('accepts valid values (IBAN by ibantools, Luhn, expiry this month, a listed bank)', () => {
    const issues = validateDerivedFields(
      fields,
      { iban: 'NL91 ABNA 0417 1643 00', email: 'a@example.com', phone: '+36201234567', pan: '4111 1111 1111 1111', expiry: '06/26', cvv: '123', bank: 'kh', free: 'x' },
      { now, storedDetailUsed: false },
    );
    expect(issues).toEqual([]);
  });

  it('names each broken field with its code', () => {
    const issues = validateDerivedFields(
      fields,
      { iban: 'NL91ABNA0417164301', email: 'nope', phone: '+3612', pan: '4111111111111112', expiry: '05/26', cvv: '12', bank: 'cib' },
      { now, storedDetailUsed: false },
    );
    expect(issues).toEqual([
      { field: '/iban', code: 'iban' },
      { field: '/email', code: 'email' },
      { field: '/phone', code: 'phone' },
      { field: '/pan', code: 'creditCard' },
      { field: '/expiry', code: 'expirationDate' },
      { field: '/cvv', code: 'wrongFormat' },
      { field: '/bank', code: 'oneOf' },
    ]);
  });

  it('requires non-optional fields, except those a stored detail makes unnecessary', () => {
    expect(validateDerivedFields(fields, {}, { now, storedDetailUsed: false }).map((issue) => issue.field)).toEqual(['/iban', '/pan', '/expiry', '/cvv', '/bank']);
    expect(validateDerivedFields(fields, {}, { now, storedDetailUsed: true }).map((issue) => issue.field)).toEqual(['/pan']);
  });

  it('refuses an over-long value before any check runs', () => {
    const ibanOnly = fields.filter((field) => field.name === 'iban');
    expect(validateDerivedFields(ibanOnly, { iban: 'N'.repeat(100_000) }, { now, storedDetailUsed: false })).toEqual([
      { field: '/iban', code: 'maxLength', params: { limit: 256 } },
    ]);
  });
});
