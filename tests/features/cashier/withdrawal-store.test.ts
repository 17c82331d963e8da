import { describe, expect, it, vi } from 'vitest';
import type { WithdrawalDetails, WithdrawalMethod } from '../../../src/api/endpoints/withdrawal';
import { NEW_ACCOUNT, WithdrawalStore, wholeAmountOf } from '../../../src/features/cashier/withdrawal-store';
import { createLocalErrorReporter } from '../../../src/stores/error-reporter';

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

const noFlags = () => Promise.resolve({});
const silent = createLocalErrorReporter(() => undefined);

/** A payout method the repo does not describe (no folder under schemas/cashier/methods). */
const LOCAL_BANK = method({
  method: 777002,
  name: 'Local bank payout',
  stored: [{ storedDetailReference: 41, description: '•••• 1234', blocked: 'none' }],
  fields: [
    { field: 'accountNumber', fieldType: 'digits', requireForStoredPayment: false },
    { field: 'payoutBank', fieldType: 'select', dataList: [{ value: 'alpha', label: 'Alpha Bank' }], requireForStoredPayment: true },
    { field: 'mood', fieldType: 'emojiPicker', optional: true },
  ],
});

describe('WithdrawalStore', () => {
  it("loads each described method's flags from its variant with the details; an undescribed method has none", async () => {
    const asked: (string | undefined)[] = [];
    const store = new WithdrawalStore((variant) => {
      asked.push(variant);
      return Promise.resolve(variant === 'bank-transfer' ? { wholeAmount: true, bankDaysPayout: true } : {});
    }, silent);
    await store.load({ ...DETAILS, methods: [...DETAILS.methods, method({ method: 777002, name: 'Shop payout' })] }, undefined);
    expect(asked.sort()).toEqual(['bank-transfer', 'e-wallet']);
    expect(store.flags).toEqual({ wholeAmount: true, bankDaysPayout: true });
    store.chooseMethod(100027);
    expect(store.flags).toEqual({});
    store.chooseMethod(777002);
    expect(store.flags).toEqual({});
  });

  it("derives an undescribed method's fields (only those a stored account still needs), reports an unknown type once and starts empty on a new method", () => {
    const log = vi.fn();
    const reporter = createLocalErrorReporter(log);
    const store = new WithdrawalStore(noFlags, reporter);
    store.setLoaded({ ...DETAILS, methods: [...DETAILS.methods, LOCAL_BANK] }, 777002);
    expect(store.derivedFields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['accountNumber', 'digits', true],
      ['payoutBank', 'select', true],
      ['mood', 'text', false],
    ]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ kind: 'cashierUnknownField', details: expect.objectContaining({ method: 777002, value: 'emojiPicker' }) }));
    store.setDerivedValue('accountNumber', '12345678');
    store.chooseStored(41);
    expect(store.derivedFields.map((field) => field.name)).toEqual(['payoutBank']);
    store.chooseMethod(12201);
    expect(store.derivedFields).toEqual([]);
    store.chooseMethod(777002);
    expect(store.derivedValues).toEqual({});
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a flags load that fails counts as no flags, and the details still load', async () => {
    const store = new WithdrawalStore(() => Promise.reject(new Error('chunk failed')), silent);
    await store.load(DETAILS, undefined);
    expect(store.methodId).toBe(12201);
    expect(store.flags).toEqual({});
  });

  it('chooses the draft method when offered, else the first; the wallet currency when supported', () => {
    const store = new WithdrawalStore(noFlags, silent);
    store.setLoaded(DETAILS, 999);
    expect(store.methodId).toBe(12201);
    expect(store.currency).toBe('HUF');
    expect(store.variantMethod).toBe('bank-transfer');
    store.setLoaded(DETAILS, 100027);
    expect(store.methodId).toBe(100027);
  });

  it('a new method resets the currency (the only one auto-selected) and clears the stored payout', () => {
    const store = new WithdrawalStore(noFlags, silent);
    store.setLoaded(DETAILS, undefined);
    store.chooseStored(31);
    expect(store.storedDetail?.description).toBe('HU42 •••• 0000');
    store.chooseMethod(100027);
    expect(store.currency).toBe('EUR');
    expect(store.storedReference).toBe(NEW_ACCOUNT);
    store.chooseStored(31);
    expect(store.storedReference).toBe(NEW_ACCOUNT);
  });

  it('refuses a blocked stored account: a new account instead (spec 2 §3, §4)', () => {
    const store = new WithdrawalStore(noFlags, silent);
    store.setLoaded(DETAILS, undefined);
    store.chooseStored(31);
    store.chooseStored(32);
    expect(store.storedReference).toBe(NEW_ACCOUNT);
    expect(store.storedDetail).toBeUndefined();
    store.chooseStored(31);
    store.chooseStored(NEW_ACCOUNT);
    expect(store.storedReference).toBe(NEW_ACCOUNT);
  });

  it('gives the chosen method and currency as runtime inputs', () => {
    const store = new WithdrawalStore(noFlags, silent);
    store.setLoaded(DETAILS, undefined);
    store.chooseCurrency('EUR');
    expect(store.inputs).toEqual({ amountLimits: { EUR: { min: '10', max: '5000' } }, quickAmounts: { currency: 'EUR', amounts: [], min: '10', max: '5000' } });
    store.chooseCurrency('SEK');
    expect(store.currency).toBe('EUR');
  });

  it('sums up in integer hundredths: included keeps the amount, added puts the fee on top', () => {
    const store = new WithdrawalStore(noFlags, silent);
    store.setLoaded(DETAILS, 100027);
    store.setTyped({ amount: '100.50' });
    expect(store.summary).toMatchObject({ youPay: '102.51', youGet: '100.50', fee: '2.01', feeStrategy: 'added' });
    expect(store.hasPercentageFee).toBe(true);
  });

  it('asks for the revoke confirmation only above the cash reserve when bonuses would be forfeited', () => {
    const store = new WithdrawalStore(noFlags, silent);
    store.setLoaded(DETAILS, undefined);
    expect(store.needsRevokeConfirmation('20000')).toBe(false);
    expect(store.needsRevokeConfirmation('20000.01')).toBe(true);
    store.setLoaded({ ...DETAILS, revokeBonuses: false }, undefined);
    expect(store.needsRevokeConfirmation('90000')).toBe(false);
  });

  it('hands the password over once and forgets it on reset', () => {
    const store = new WithdrawalStore(noFlags, silent);
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
