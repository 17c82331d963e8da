import { describe, expect, it } from 'vitest';
import type { DepositDetails } from '../../../src/api/endpoints/cashier';
import type { MethodFlags } from '../../../src/engine/method-flags';
import { DepositStore, NEW_DETAIL } from '../../../src/features/cashier/deposit-store';
import { depositPayload } from '../../../src/features/cashier/deposit-payload';
import { depositMethodsFor } from '../../../src/mocks/platform/cashier/deposit-method-catalogue';
import { createLocalErrorReporter } from '../../../src/stores/error-reporter';

const silent = createLocalErrorReporter(() => undefined);

function details(): DepositDetails {
  return {
    methods: depositMethodsFor('HUN', 'HUF'),
    campaigns: [],
    walletCurrency: 'HUF',
    preselectedMethod: null,
    depositedTotalAmount: '0',
    totalDeposits: 0,
    numberOfSuccessfulDeposit: 0,
    hasPendingWithdrawal: false,
    pendingWithdrawalCount: 0,
    paymentDetailsVerificationRequired: true,
    providerErrors: [],
    maxAmountValidation: '1000000',
  };
}

function loaded(): DepositStore {
  const store = new DepositStore(silent, () => Promise.resolve({}));
  store.setLoaded(details(), null, undefined);
  return store;
}

describe('DepositStore: stored payment details (spec 2 §3, §5)', () => {
  it('offers the chosen method\'s stored details, a new card by default', () => {
    const store = loaded();
    expect(store.method?.method).toBe(1140001);
    expect(store.stored.map((detail) => [detail.storedDetailReference, detail.blocked])).toEqual([
      [1, 'none'],
      [2, 'byDocument'],
      [3, 'manually'],
      [4, 'verified'],
    ]);
    expect(store.storedReference).toBe(NEW_DETAIL);
    expect(store.storedDetail).toBeUndefined();
  });

  it('takes a usable stored detail, refuses every blocked one (the choice stays), and goes back to a new card', () => {
    const store = loaded();
    store.chooseStored(1);
    expect(store.storedDetail?.description).toBe('Visa •••• 1111');
    for (const blocked of [2, 3, 4]) {
      store.chooseStored(blocked);
      expect(store.storedReference).toBe(1);
    }
    store.chooseStored(99);
    expect(store.storedReference).toBe(1);
    store.chooseStored(NEW_DETAIL);
    expect(store.storedReference).toBe(NEW_DETAIL);
  });

  it('forgets the stored detail on a method change and after a final status', () => {
    const store = loaded();
    store.chooseStored(1);
    store.chooseMethod(100027);
    expect(store.storedReference).toBe(NEW_DETAIL);
    expect(store.stored).toEqual([]);
    store.chooseMethod(1140001);
    store.chooseStored(1);
    store.reset();
    expect(store.storedReference).toBe(NEW_DETAIL);
  });

  it('the payload names the stored detail paid with, -1 for a new card', () => {
    const base = { method: 1140001, currency: 'HUF', bonusNone: false, derivedFields: [], derivedValues: {} };
    expect(depositPayload({ ...base, data: { amount: '5000', storedDetailReference: 1, cvc: '123' } })).toEqual({
      method: 1140001,
      amount: '5000.00',
      currency: 'HUF',
      campaignId: -1,
      cvc: '123',
      storedDetailReference: 1,
    });
    expect(depositPayload({ ...base, data: { amount: '5000' } }).storedDetailReference).toBe(-1);
    expect(depositPayload({ ...base, data: { amount: '5000', storedDetailReference: '1' } }).storedDetailReference).toBe(-1);
  });
});

describe('DepositStore: campaigns a method offers (spec 2 §2, §9)', () => {
  it('offers the campaigns with a money method, none with crypto (bonusNone) or a voucher (bonusCode)', async () => {
    const flags: Record<string, MethodFlags> = { crypto: { bonusNone: true }, 'bonus-code': { bonusCode: true } };
    const store = new DepositStore(silent, (variant) => Promise.resolve(variant ? (flags[variant] ?? {}) : {}));
    const campaign = { amountType: 'fixed', initialAmount: '10', maxAmountCapEnabled: false, maxDepositAmount: null, remainingPromoLimit: null } as const;
    store.setLoaded({ ...details(), campaigns: [{ campaignId: 11, title: 'Welcome', ...campaign }, { campaignId: 12, title: 'Reload', ...campaign }] }, null, undefined);
    expect(store.offeredCampaignIds).toEqual([11, 12]);
    store.chooseMethod(910003);
    await store.whenFlagsLoaded();
    expect(store.offeredCampaignIds).toEqual([]);
    store.chooseMethod(150001);
    await store.whenFlagsLoaded();
    expect(store.offeredCampaignIds).toEqual([]);
    store.chooseMethod(1140001);
    await store.whenFlagsLoaded();
    expect(store.offeredCampaignIds).toEqual([11, 12]);
  });
});

describe('DepositStore: a method with a contract (spec 2 §3, §6)', () => {
  it('blocks the deposit with a method whose contract is required until it is approved', () => {
    const store = new DepositStore(silent, () => Promise.resolve({}));
    const base = details();
    store.setLoaded({ ...base, methods: base.methods.map((method) => (method.method === 1140001 ? { ...method, depositAgreement: true, depositAgreementRequired: true } : method)) }, null, undefined);
    expect(store.needsContract).toBe(true);
    for (const status of [null, 'unverified', 'pending', 'rejected'] as const) {
      store.setContract(status);
      expect(store.contractBlocks).toBe(true);
    }
    store.setContract('approved');
    expect(store.contractBlocks).toBe(false);
    // another method needs no contract
    store.setContract('unverified');
    store.chooseMethod(100027);
    expect(store.contractBlocks).toBe(false);
  });
});
