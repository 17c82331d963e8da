import { describe, expect, it } from 'vitest';
import type { StoredPaymentDetail } from '../../../src/engine/runtime-inputs/runtime-input-types';
import { depositMethodsFor, STORED_CARDS } from '../../../src/mocks/platform/cashier/deposit-method-catalogue';
import { paymentMethodCatalogue, storedDetailsInEachState, type CatalogueSeed } from '../../../src/mocks/platform/cashier/payment-method-catalogue';
import { STORED_ACCOUNTS, withdrawalMethodsFor } from '../../../src/mocks/platform/cashier/withdrawal-method-catalogue';

const PAYOUT_ACCOUNTS: readonly StoredPaymentDetail[] = [
  { storedDetailReference: 31, description: 'HU42 •••• 0000', blocked: 'none' },
  { storedDetailReference: 32, description: 'HU93 •••• 0009', blocked: 'byDocument' },
  { storedDetailReference: 33, description: 'DE89 •••• 3000', blocked: 'manually' },
  { storedDetailReference: 34, description: 'AT61 •••• 3774', blocked: 'verified' },
];

describe('paymentMethodCatalogue', () => {
  it('seeds one stored detail per blocked state, the references counting up', () => {
    expect(storedDetailsInEachState(31, { none: 'HU42 •••• 0000', byDocument: 'HU93 •••• 0009', manually: 'DE89 •••• 3000', verified: 'AT61 •••• 3774' })).toEqual(PAYOUT_ACCOUNTS);
    expect(STORED_ACCOUNTS).toEqual(PAYOUT_ACCOUNTS);
    expect(STORED_CARDS.map((card) => [card.storedDetailReference, card.blocked])).toEqual([
      [1, 'none'],
      [2, 'byDocument'],
      [3, 'manually'],
      [4, 'verified'],
    ]);
  });

  it("builds each market's rows from the seeds: wallet and extra currencies (or only the listed), per-currency amounts with EUR's for an unknown currency, quick amounts only where the direction has them", () => {
    const seeds: Record<string, CatalogueSeed> = {
      bank: { method: 1, providerId: 9, name: 'Bank', description: 'Bank.', extraCurrencies: ['EUR', 'HUF'], stored: PAYOUT_ACCOUNTS },
      eurOnly: { method: 2, providerId: 9, name: 'SEPA', percentageFee: '2', feeStrategy: 'added', description: 'SEPA.', onlyCurrencies: ['EUR'] },
    };
    const catalogue = paymentMethodCatalogue({
      amounts: { HUF: { min: '1000', max: '500000', list: ['5000'] }, EUR: { min: '10', max: '5000' } },
      seeds,
      byMarket: { HUN: ['bank', 'missing', 'eurOnly'], INT: ['eurOnly'] },
      noMethods: new Set(['MLT']),
      row: (seed, shared) => ({ ...shared, own: seed.name.length }),
      seedIn: (market, name, seed) => (market === 'HUN' && name === 'eurOnly' ? { ...seed, description: 'SEPA in Hungary.' } : seed),
    });
    const [bank, sepa, ...rest] = catalogue('HUN', 'USD');
    expect(rest).toEqual([]);
    expect(bank).toEqual({
      method: 1,
      providerId: 9,
      name: 'Bank',
      percentageFee: '0',
      feeStrategy: 'included',
      supportCurrencies: { USD: '1', EUR: '1', HUF: '1' },
      minAmount: { USD: '10', EUR: '10', HUF: '1000' },
      maxAmount: { USD: '5000', EUR: '5000', HUF: '500000' },
      amountList: { HUF: ['5000'] },
      fields: [],
      stored: PAYOUT_ACCOUNTS,
      allowNewAccount: true,
      description: 'Bank.',
      own: 4,
    });
    expect(sepa).toMatchObject({ supportCurrencies: { EUR: '1' }, percentageFee: '2', feeStrategy: 'added', description: 'SEPA in Hungary.', amountList: {} });
    // the wallet's currency is not listed twice when it is also an extra one
    expect(Object.keys(catalogue('HUN', 'EUR')[0]!.supportCurrencies)).toEqual(['EUR', 'HUF']);
    // a market without its own list gets INT's; a market without methods none
    expect(catalogue('ROU', 'RON').map((row) => row.method)).toEqual([2]);
    expect(catalogue('INT', 'EUR')[0]!.description).toBe('SEPA.');
    expect(catalogue('MLT', 'EUR')).toEqual([]);
  });

  // guard of the refactor onto the shared builder: rows as both catalogues served them before
  it('serves the deposit rows as before', () => {
    expect(depositMethodsFor('HUN', 'HUF')[0]).toEqual({
      method: 1140001,
      providerId: 101,
      name: 'Card',
      percentageFee: '0',
      feeStrategy: 'included',
      supportCurrencies: { HUF: '1', EUR: '1' },
      minAmount: { HUF: '1000', EUR: '10' },
      maxAmount: { HUF: '500000', EUR: '5000' },
      amountList: { HUF: ['5000', '10000', '20000', '50000'], EUR: ['20', '50', '100', '200'] },
      fields: [],
      stored: STORED_CARDS,
      allowNewAccount: true,
      limited: false,
      limitReached: false,
      limitAmount: null,
      limitUsed: null,
      depositAgreement: false,
      depositAgreementRequired: false,
      preDepositRequired: false,
      payAndPlay: false,
      description: 'Visa, Mastercard and Maestro cards.',
    });
    expect(depositMethodsFor('HUN', 'HUF').find((row) => row.method === 100027)).toMatchObject({ limited: true, limitReached: false, limitAmount: '500000', limitUsed: '400000', percentageFee: '2.5', feeStrategy: 'added' });
    expect(depositMethodsFor('INT', 'USD')[0]).toMatchObject({ supportCurrencies: { USD: '1' }, minAmount: { USD: '10' }, maxAmount: { USD: '5000' }, amountList: { USD: ['20', '50', '100', '200'] } });
    expect(depositMethodsFor('MLT', 'EUR')).toEqual([]);
  });

  it('serves the withdrawal rows as before', () => {
    expect(withdrawalMethodsFor('GBR', 'GBP').find((row) => row.method === 12201)).toEqual({
      method: 12201,
      providerId: 201,
      name: 'Bank transfer',
      percentageFee: '0',
      feeStrategy: 'included',
      supportCurrencies: { EUR: '1' },
      minAmount: { EUR: '10' },
      maxAmount: { EUR: '5000' },
      amountList: {},
      fields: [],
      stored: PAYOUT_ACCOUNTS,
      allowNewAccount: true,
      depositAgreementRequired: false,
      description: 'Paid to your bank account within 1–2 bank days. Whole amounts only.',
    });
    expect(withdrawalMethodsFor('HUN', 'HUF').map((row) => [row.method, row.feeStrategy, Object.keys(row.supportCurrencies)])).toEqual([
      [12201, 'included', ['HUF', 'EUR']],
      [100027, 'included', ['HUF']],
      [10003, 'included', ['HUF']],
    ]);
    expect(withdrawalMethodsFor('HUN', 'HUF')[0]).toMatchObject({ minAmount: { HUF: '1000', EUR: '10' }, maxAmount: { HUF: '1000000', EUR: '5000' }, amountList: {} });
    expect(withdrawalMethodsFor('INT', 'EUR').map((row) => row.method)).toEqual([12201, 100027, 777002]);
    expect(withdrawalMethodsFor('MLT', 'EUR')).toEqual([]);
  });
});
