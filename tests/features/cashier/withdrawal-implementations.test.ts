import { describe, expect, it } from 'vitest';
import { deriveServerMethodFields } from '../../../src/engine/cashier/derive-server-method-fields';
import { withdrawalPayload } from '../../../src/features/cashier/withdrawal-implementations';
import { withdrawalReactionOf } from '../../../src/features/cashier/withdrawal-reaction';

describe('withdrawalPayload', () => {
  const data = { method: 12201, amount: '15000', currency: 'HUF', storedPayoutReference: -1, iban: 'HU42117730161111101800000000', bic: 'OTPVHUHB', accountHolder: '' };
  it('sends a new account with its fields and the password when asked', () => {
    expect(withdrawalPayload({ data, method: 12201, currency: 'HUF', storedReference: -1, password: 'Secret1' })).toEqual({
      method: 12201,
      amount: '15000',
      currency: 'HUF',
      storedPayoutReference: -1,
      iban: 'HU42117730161111101800000000',
      bic: 'OTPVHUHB',
      password: 'Secret1',
    });
  });
  it('sends a stored payout without the new-account fields and without a password when none was asked', () => {
    expect(withdrawalPayload({ data, method: 12201, currency: 'HUF', storedReference: 31 })).toEqual({ method: 12201, amount: '15000', currency: 'HUF', storedPayoutReference: 31 });
  });
});

describe('withdrawalPayload: derived fields of a method the repo does not describe', () => {
  const fields = deriveServerMethodFields([
    { field: 'accountNumber', fieldType: 'digits' },
    { field: 'channel', fieldType: 'text', defaultValue: 'instant' },
    { field: 'reference', fieldType: 'text', optional: true },
  ]).fields;
  it('sends the typed values trimmed and a default where nothing was typed, never empty ones', () => {
    const payload = withdrawalPayload({ data: { amount: '100' }, method: 777002, currency: 'EUR', storedReference: -1, derived: { fields, values: { accountNumber: ' 12345678 ', reference: '  ' } } });
    expect(payload).toEqual({ method: 777002, amount: '100', currency: 'EUR', storedPayoutReference: -1, accountNumber: '12345678', channel: 'instant' });
  });
  it('with a stored account sends only the fields the platform asks for with it', () => {
    const stored = deriveServerMethodFields([
      { field: 'accountNumber', fieldType: 'digits' },
      { field: 'payoutBank', fieldType: 'text', requireForStoredPayment: true },
    ]).fields;
    const payload = withdrawalPayload({ data: { amount: '100' }, method: 777002, currency: 'EUR', storedReference: 41, derived: { fields: stored, values: { accountNumber: '1', payoutBank: 'alpha' } } });
    expect(payload).toEqual({ method: 777002, amount: '100', currency: 'EUR', storedPayoutReference: 41, payoutBank: 'alpha' });
  });
});

describe('withdrawalReactionOf (spec 2 §8)', () => {
  const server = (errorCode: number, errorDetails?: Record<string, unknown>) => ({ kind: 'server' as const, errorCode, ...(errorDetails ? { errorDetails } : {}) });
  it('shows panels for the catalogue codes, 128 with document details as documents required', () => {
    for (const code of [125, 128, 199, 200, 219, 232, 234, 251]) expect(withdrawalReactionOf(server(code))).toEqual({ code, documents: false });
    expect(withdrawalReactionOf(server(128, { hasPendingDocumentRequest: true }))).toEqual({ code: 128, documents: true });
  });
  it('has no panel for 2 (ignored), 138, 259 and 284 (modals), other codes (the API message) and transport failures', () => {
    for (const code of [2, 138, 259, 284, 101]) expect(withdrawalReactionOf(server(code))).toBeUndefined();
    expect(withdrawalReactionOf({ kind: 'network', errorCode: 0 })).toBeUndefined();
  });
});
