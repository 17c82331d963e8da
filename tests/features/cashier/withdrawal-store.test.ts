import { describe, expect, it } from 'vitest';
import type { WithdrawalDetails, WithdrawalMethod } from '../../../src/api/endpoints/withdrawal';
import { NEW_ACCOUNT, WithdrawalStore, wholeAmountOf } from '../../../src/features/cashier/withdrawal-store';

function method(overrides: Partial<WithdrawalMethod>): WithdrawalMethod {
  return {
    method: 12201,
    providerId: 1,
    name: 'Bank transfer',
    percentageFee: '0',
    feeStrategy: 'included',
    supportCurrencies: { HUF: '1', EUR: '1' },
    minAmount: { HUF: '1000', EUR: '10' },
    maxAmount: { HUF: '1000000', EUR: '5000' },
    amountList: {},
    fields: [],
    stored: [
      { storedDetailReference: 31, description: 'HU42 •••• 0000', blocked: 'none' },
      { storedDetailReference: 32, description: 'HU93 •••• 0009', blocked: 'byDocument' },
    ],
    allowNewAccount: true,
    depositAgreementRequired: false,
    description: '',
    ...overrides,
  };
}

const DETAILS: WithdrawalDetails = {
  methods: [method({}), method({ method: 100027, name: 'E-wallet', percentageFee: '2', feeStrategy: 'added', supportCurrencies: { EUR: '1' }, stored: [] })],
  walletCurrency: 'HUF',
  cashBalance: '125000.00',
  cashReserve: '20000.00',
  promoBalance: '5000.50',
  turnoverLimit: '28000.00',
  revokeBonuses: true,
  askPassword: true,
  paymentDetailsVerificationRequired: false,
  hasPendingWithdrawal: false,
  pendingWithdrawalCount: 0,
  ibanVerificationStatus: 'needToBeVerified',
};

describe('WithdrawalStore', () => {
  it('chooses the draft method when offered, else the first; the wallet currency when supported', () => {
    const store = new WithdrawalStore();
    store.setLoaded(DETAILS, 999);
    expect(store.methodId).toBe(12201);
    expect(store.currency).toBe('HUF');
    expect(store.variantMethod).toBe('bank-transfer');
    store.setLoaded(DETAILS, 100027);
    expect(store.methodId).toBe(100027);
  });

  it('a new method resets the currency (the only one auto-selected) and clears the stored payout', () => {
    const store = new WithdrawalStore();
    store.setLoaded(DETAILS, undefined);
    store.chooseStored(31);
    expect(store.storedDetail?.description).toBe('HU42 •••• 0000');
    store.chooseMethod(100027);
    expect(store.currency).toBe('EUR');
    expect(store.storedReference).toBe(NEW_ACCOUNT);
    store.chooseStored(31);
    expect(store.storedReference).toBe(NEW_ACCOUNT);
  });

  it('gives the chosen method and currency as runtime inputs', () => {
    const store = new WithdrawalStore();
    store.setLoaded(DETAILS, undefined);
    store.chooseCurrency('EUR');
    expect(store.inputs).toEqual({ amountLimits: { EUR: { min: '10', max: '5000' } }, quickAmounts: { currency: 'EUR', amounts: [], min: '10', max: '5000' } });
    store.chooseCurrency('SEK');
    expect(store.currency).toBe('EUR');
  });

  it('sums up in integer hundredths: included keeps the amount, added puts the fee on top', () => {
    const store = new WithdrawalStore();
    store.setLoaded(DETAILS, 100027);
    store.setTyped({ amount: '100.50' });
    expect(store.summary).toMatchObject({ youPay: '102.51', youGet: '100.50', fee: '2.01', feeStrategy: 'added' });
    expect(store.hasPercentageFee).toBe(true);
  });

  it('asks for the revoke confirmation only above the cash reserve when bonuses would be forfeited', () => {
    const store = new WithdrawalStore();
    store.setLoaded(DETAILS, undefined);
    expect(store.needsRevokeConfirmation('20000')).toBe(false);
    expect(store.needsRevokeConfirmation('20000.01')).toBe(true);
    store.setLoaded({ ...DETAILS, revokeBonuses: false }, undefined);
    expect(store.needsRevokeConfirmation('90000')).toBe(false);
  });

  it('hands the password over once and forgets it on reset', () => {
    const store = new WithdrawalStore();
    store.holdPassword('Secret1');
    expect(store.takePassword()).toBe('Secret1');
    expect(store.takePassword()).toBeUndefined();
    store.holdPassword('Secret1');
    store.reset();
    expect(store.takePassword()).toBeUndefined();
  });

  it('rounds whole amounts half up without floats', () => {
    expect(wholeAmountOf('100.49')).toBe('100');
    expect(wholeAmountOf('100.5')).toBe('101');
    expect(wholeAmountOf('999999999.99')).toBe('1000000000');
  });
});
