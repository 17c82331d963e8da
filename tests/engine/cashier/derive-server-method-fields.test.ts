import { describe, expect, it } from 'vitest';
import { deriveServerMethodFields } from '../../../src/engine/cashier/derive-server-method-fields';

describe('deriveServerMethodFields', () => {
  it('maps the server field types onto named kinds with required, default, list and token flags', () => {
    const { fields, problems } = deriveServerMethodFields([
      { field: 'accountNumber', fieldType: 'IBAN' },
      { field: 'holderName', fieldType: 'text', optional: true },
      { field: 'bank', fieldType: 'select', dataList: [{ value: 'otp', label: 'OTP' }, 'kh'] },
      { field: 'pan', fieldType: 'cardNumber', useForToken: true, encryptionType: 'adyen', requireForStoredPayment: true },
      { field: 'reference', fieldType: 'text', defaultValue: 'R-1' },
    ]);
    expect(problems).toEqual([]);
    expect(fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['accountNumber', 'iban', true],
      ['holderName', 'text', false],
      ['bank', 'select', true],
      ['pan', 'cardNumber', true],
      ['reference', 'text', true],
    ]);
    expect(fields[2]?.options).toEqual([
      { value: 'otp', label: 'OTP' },
      { value: 'kh', label: 'kh' },
    ]);
    expect(fields[3]).toMatchObject({ useForToken: true, encryptionType: 'adyen', sensitive: true, skipWithStoredDetail: false });
    expect(fields[4]).toMatchObject({ defaultValue: 'R-1', readonly: true });
  });

  it('reports an unknown field type or validator and still shows the field (as text, or select with a list)', () => {
    const { fields, problems } = deriveServerMethodFields([
      { field: 'mystery', fieldType: 'hologram' },
      { field: 'choice', fieldType: 'radioCards', dataList: ['a', 'b'] },
      { field: 'code', fieldType: 'text', validator: 'mod97x' },
    ]);
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ['mystery', 'text'],
      ['choice', 'select'],
      ['code', 'text'],
    ]);
    expect(problems).toEqual([
      { kind: 'unknownFieldType', field: 'mystery', value: 'hologram' },
      { kind: 'unknownFieldType', field: 'choice', value: 'radioCards' },
      { kind: 'unknownValidator', field: 'code', value: 'mod97x' },
    ]);
  });

  it('drops a field whose name is no plain identifier or repeats, and reports it', () => {
    const { fields, problems } = deriveServerMethodFields([{ field: '__proto__' }, { field: 'a b' }, { field: 'ok' }, { field: 'ok' }]);
    expect(fields.map((field) => field.name)).toEqual(['ok']);
    expect(problems).toHaveLength(3);
  });
});
