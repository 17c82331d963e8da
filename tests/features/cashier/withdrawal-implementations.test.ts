import { describe, expect, it } from 'vitest';
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

describe('withdrawalReactionOf (spec 2 §8)', () => {
  const server = (errorCode: number, errorDetails?: Record<string, unknown>) => ({ kind: 'server' as const, errorCode, ...(errorDetails ? { errorDetails } : {}) });
  it('shows panels for the catalogue codes, 128 with document details as documents required', () => {
    for (const code of [125, 128, 199, 200, 219, 232, 234, 251, 284]) expect(withdrawalReactionOf(server(code), false)).toEqual({ code, documents: false });
    expect(withdrawalReactionOf(server(128, { hasPendingDocumentRequest: true }), false)).toEqual({ code: 128, documents: true });
  });
  it('has no panel for 2 (ignored), 138 and 259 (modals), other codes (the API message) and transport failures', () => {
    for (const code of [2, 138, 259, 101]) expect(withdrawalReactionOf(server(code), false)).toBeUndefined();
    expect(withdrawalReactionOf({ kind: 'network', errorCode: 0 }, false)).toBeUndefined();
  });
  it('ignores 284 when the IBAN is verified already', () => {
    expect(withdrawalReactionOf(server(284), true)).toBeUndefined();
  });
});
