import { describe, expect, it } from 'vitest';
import { UnknownVariantError } from '../../src/engine/overlay-chain';
import type { VariantIndex } from '../../src/engine/variant-index';
import { assembleVariant, findVariant } from '../../src/engine/variant-index';

const index: VariantIndex = {
  forms: {
    login: { methods: [], chains: { INT: { variant: 'login.aaa', validator: 'login.v1' }, GBR: { variant: 'login.aaa', validator: 'login.v1' } } },
    'cashier-deposit': {
      direction: 'deposit',
      methods: ['card', 'e-wallet'],
      chains: {
        INT: { variant: 'cashier-deposit.b', validator: 'cashier-deposit.v1' },
        'INT/card': { variant: 'cashier-deposit.c', validator: 'cashier-deposit.v2' },
        'GBR/card': { variant: 'cashier-deposit.d', validator: 'cashier-deposit.v2' },
      },
    },
  },
};

describe('findVariant', () => {
  it('finds a chain by form, market and method', () => {
    expect(findVariant(index, 'cashier-deposit', { market: 'GBR', method: 'card' })).toEqual({
      key: 'GBR/card',
      market: 'GBR',
      method: 'card',
      entry: { variant: 'cashier-deposit.d', validator: 'cashier-deposit.v2' },
    });
    expect(findVariant(index, 'login', { market: 'GBR' }).entry.validator).toBe('login.v1');
  });

  it('falls back to INT for a market without its own chain', () => {
    expect(findVariant(index, 'login', { market: 'XXX' })).toMatchObject({ key: 'INT', market: 'INT' });
    expect(findVariant(index, 'cashier-deposit', { market: 'SWE', method: 'card' })).toMatchObject({ key: 'INT/card', market: 'INT', method: 'card' });
  });

  it('throws a clear error for an unknown form, method or direction', () => {
    expect(() => findVariant(index, 'nope', { market: 'INT' })).toThrow(new UnknownVariantError('No compiled variant for form "nope"'));
    expect(() => findVariant(index, 'cashier-deposit', { market: 'INT', method: 'cheque' })).toThrow(
      'Unknown payment method "cheque" for form "cashier-deposit" (methods: card, e-wallet)',
    );
    expect(() => findVariant(index, 'login', { market: 'INT', method: 'card' })).toThrow('Form "login" has no payment methods (asked for "card")');
    expect(() => findVariant(index, 'cashier-deposit', { market: 'INT', direction: 'withdrawal' })).toThrow('Form "cashier-deposit" is the deposit form (asked for "withdrawal")');
    expect(findVariant(index, 'cashier-deposit', { market: 'INT', direction: 'deposit' }).key).toBe('INT');
    expect(() => findVariant(index, 'cashier-deposit', { market: 'SWE', method: 'e-wallet' })).toThrow('No compiled variant for form "cashier-deposit" in market "SWE" with method "e-wallet"');
  });
});

describe('assembleVariant', () => {
  it('is the shared content plus the chain\'s market and method, and the content hash of its file', () => {
    const found = findVariant(index, 'cashier-deposit', { market: 'GBR', method: 'card' });
    const shared = { formId: 'cashier-deposit', direction: 'deposit' as const, schema: { $id: 'cashier-deposit' }, ui: {}, settingPaths: ['fe.currencies'] };
    expect(assembleVariant(shared, found)).toEqual({ ...shared, market: 'GBR', method: 'card', contentHash: 'd' });
  });
});
