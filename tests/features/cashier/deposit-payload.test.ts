import { describe, expect, it } from 'vitest';
import { deriveServerMethodFields } from '../../../src/engine/cashier/derive-server-method-fields';
import { depositPayload, withTwoDecimals } from '../../../src/features/cashier/deposit-payload';
import { depositReactionOf } from '../../../src/features/cashier/deposit-reaction';

describe('depositPayload', () => {
  it('sends the amount with two decimals, the method fields flat, the promo code trimmed with campaign 0', () => {
    expect(withTwoDecimals('50')).toBe('50.00');
    expect(withTwoDecimals('50.5')).toBe('50.50');
    const payload = depositPayload({
      data: { method: 1140001, amount: '25.5', currency: 'EUR', campaignId: 0, promoCode: '  SPRING ', cardHolder: 'Ann' },
      method: 1140001,
      currency: 'EUR',
      bonusNone: false,
      derivedFields: [],
      derivedValues: {},
    });
    expect(payload).toEqual({ cardHolder: 'Ann', method: 1140001, amount: '25.50', currency: 'EUR', campaignId: 0, code: 'SPRING', storedDetailReference: -1 });
  });

  it('forces no bonus for a bonusNone method and adds the derived fields with their defaults', () => {
    const { fields } = deriveServerMethodFields([{ field: 'voucherNumber', fieldType: 'digits' }, { field: 'channel', fieldType: 'text', defaultValue: 'web' }]);
    const payload = depositPayload({
      data: { amount: '10', campaignId: 11 },
      method: 777001,
      currency: 'HUF',
      bonusNone: true,
      derivedFields: fields,
      derivedValues: { voucherNumber: ' 123 ' },
    });
    expect(payload).toMatchObject({ campaignId: -1, voucherNumber: '123', channel: 'web', amount: '10.00' });
    expect(payload).not.toHaveProperty('code');
  });
});

describe('depositReactionOf', () => {
  it('gives the codes of spec 2 §8 their component and leaves others to the notice', () => {
    expect(depositReactionOf({ kind: 'server', errorCode: 232 })).toEqual({ code: 232, documents: false });
    expect(depositReactionOf({ kind: 'server', errorCode: 128, errorDetails: { age: false } })).toEqual({ code: 128, documents: true });
    expect(depositReactionOf({ kind: 'server', errorCode: 119, errorSubCode: 4 })).toEqual({ code: 119, subCode: '4', documents: false });
    expect(depositReactionOf({ kind: 'server', errorCode: 311 })).toBeUndefined();
    expect(depositReactionOf({ kind: 'network', errorCode: 0 })).toBeUndefined();
  });
});
