import type { WithdrawalMethod } from '../../../api/endpoints/withdrawal';
import type { MarketId } from '../../../engine/market';
import type { StoredPaymentDetail } from '../../../engine/runtime-inputs/runtime-input-types';
import { paymentMethodCatalogue, storedDetailsInEachState, type CatalogueRow, type CatalogueSeed, type CurrencyAmounts } from './payment-method-catalogue';

/** Minimum and maximum withdrawal per currency (whole units; payouts have no quick amounts). */
const RANGES: Readonly<Record<string, CurrencyAmounts>> = {
  HUF: { min: '1000', max: '1000000' },
  SEK: { min: '100', max: '50000' },
  GBP: { min: '10', max: '5000' },
  EUR: { min: '10', max: '5000' },
  RON: { min: '50', max: '25000' },
};

/** Stored payout bank accounts: one per blocked state (spec 2 §3 "Stored payment details"), so QA reaches each message. */
export const STORED_ACCOUNTS: readonly StoredPaymentDetail[] = storedDetailsInEachState(31, {
  none: 'HU42 •••• 0000',
  byDocument: 'HU93 •••• 0009',
  manually: 'DE89 •••• 3000',
  verified: 'AT61 •••• 3774',
});

/** A payout method's seed: the row both directions share (./payment-method-catalogue); onlyCurrencies makes the unsupported-currency hint. */
type MethodSeed = CatalogueSeed;

const BANK_TRANSFER_SEED: MethodSeed = {
  method: 12201,
  providerId: 201,
  name: 'Bank transfer',
  description: 'Paid to your bank account within 1–2 bank days. Whole amounts only.',
  stored: STORED_ACCOUNTS,
  extraCurrencies: ['EUR'],
};

const SEEDS: Readonly<Record<string, MethodSeed>> = {
  bankTransfer: BANK_TRANSFER_SEED,
  eWallet: { method: 100027, providerId: 102, name: 'E-wallet', percentageFee: '2', feeStrategy: 'included', description: 'Paid to your e-wallet within 4 working days.' },
  eWalletAdded: { method: 100027, providerId: 102, name: 'E-wallet', percentageFee: '2', feeStrategy: 'added', description: 'Paid to your e-wallet within 4 working days.' },
  // a payout method the repo does not describe: the site derives its fields from `fields`
  localBank: {
    method: 777002,
    providerId: 117,
    name: 'Local bank payout',
    description: 'A payout method the site does not describe: its fields come from the platform.',
    fields: [
      { field: 'accountNumber', fieldType: 'digits', validator: 'digits' },
      { field: 'payoutBank', fieldType: 'select', dataList: [{ value: 'alpha', label: 'Alpha Bank' }, { value: 'beta', label: 'Beta Bank' }] },
      { field: 'reference', fieldType: 'text', optional: true },
    ],
  },
  // a SEPA payout: the GBP wallet is converted to EUR
  bankTransferEur: { ...BANK_TRANSFER_SEED, onlyCurrencies: ['EUR'] },
  cashDesk: { method: 10003, providerId: 109, name: 'Cash at the casino', description: 'Collect the money at a casino desk with your identity card.' },
};

/** Which payout methods each market offers, in the order the site lists them. */
const METHODS_BY_MARKET: Readonly<Partial<Record<MarketId, readonly string[]>>> = {
  HUN: ['bankTransfer', 'eWallet', 'cashDesk'],
  GBR: ['eWalletAdded', 'bankTransferEur'],
  NLD: ['bankTransfer', 'eWallet'],
  SWE: ['bankTransfer'],
  INT: ['bankTransfer', 'eWalletAdded', 'localBank'],
};

const NO_METHODS = new Set<MarketId>(['MLT']);

/** The withdrawal's own field of a method row (spec 2 §3 withdrawal method). */
function withdrawalRow(_seed: MethodSeed, shared: CatalogueRow): WithdrawalMethod {
  return { ...shared, depositAgreementRequired: false };
}

/**
 * The payout methods the simulated platform offers a player of this market: bank transfer 12201
 * (IBAN + BIC, whole amounts, stored accounts in each blocked state, the wallet currency and EUR;
 * in GBR EUR only, so a GBP wallet sees the unsupported-currency hint),
 * an e-wallet with a 2 % fee (included in HUN and NLD, added in GBR and INT), in HUN cash
 * collected at a casino desk (10003) and in INT "Local bank payout" 777002, a method the repo
 * does not describe (its account number, bank and optional reference are derived from `fields`).
 */
export const withdrawalMethodsFor: (market: MarketId, walletCurrency: string) => WithdrawalMethod[] = paymentMethodCatalogue({
  amounts: RANGES,
  seeds: SEEDS,
  byMarket: METHODS_BY_MARKET,
  noMethods: NO_METHODS,
  row: withdrawalRow,
});
