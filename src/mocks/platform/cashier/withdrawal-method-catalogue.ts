import type { WithdrawalMethod } from '../../../api/endpoints/withdrawal';
import type { MarketId } from '../../../engine/market';
import type { StoredPaymentDetail } from '../../../engine/runtime-inputs/runtime-input-types';

/** Minimum and maximum withdrawal per currency (whole units). */
const RANGES: Readonly<Record<string, { min: string; max: string }>> = {
  HUF: { min: '1000', max: '1000000' },
  SEK: { min: '100', max: '50000' },
  GBP: { min: '10', max: '5000' },
  EUR: { min: '10', max: '5000' },
  RON: { min: '50', max: '25000' },
};

/** Stored payout bank accounts: one per blocked state (spec 2 §3 "Stored payment details"), so QA reaches each message. */
export const STORED_ACCOUNTS: readonly StoredPaymentDetail[] = [
  { storedDetailReference: 31, description: 'HU42 •••• 0000', blocked: 'none' },
  { storedDetailReference: 32, description: 'HU93 •••• 0009', blocked: 'byDocument' },
  { storedDetailReference: 33, description: 'DE89 •••• 3000', blocked: 'manually' },
  { storedDetailReference: 34, description: 'AT61 •••• 3774', blocked: 'verified' },
];

interface MethodSeed {
  method: number;
  providerId: number;
  name: string;
  percentageFee?: string;
  feeStrategy?: 'included' | 'added';
  description: string;
  fields?: WithdrawalMethod['fields'];
  stored?: readonly StoredPaymentDetail[];
  extraCurrencies?: string[];
  /** pays out only in these (the wallet's currency is converted; the unsupported-currency hint) */
  onlyCurrencies?: string[];
}

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

function methodOf(seed: MethodSeed, walletCurrency: string): WithdrawalMethod {
  const currencies = seed.onlyCurrencies ?? [walletCurrency, ...(seed.extraCurrencies ?? []).filter((currency) => currency !== walletCurrency)];
  const pick = (key: 'min' | 'max') => Object.fromEntries(currencies.map((currency) => [currency, (RANGES[currency] ?? RANGES.EUR!)[key]]));
  return {
    method: seed.method,
    providerId: seed.providerId,
    name: seed.name,
    percentageFee: seed.percentageFee ?? '0',
    feeStrategy: seed.feeStrategy ?? 'included',
    supportCurrencies: Object.fromEntries(currencies.map((currency) => [currency, '1'])),
    minAmount: pick('min'),
    maxAmount: pick('max'),
    amountList: {},
    fields: [...(seed.fields ?? [])],
    stored: [...(seed.stored ?? [])],
    allowNewAccount: true,
    depositAgreementRequired: false,
    description: seed.description,
  };
}

/**
 * The payout methods the simulated platform offers a player of this market: bank transfer 12201
 * (IBAN + BIC, whole amounts, stored accounts in each blocked state, the wallet currency and EUR;
 * in GBR EUR only, so a GBP wallet sees the unsupported-currency hint),
 * an e-wallet with a 2 % fee (included in HUN and NLD, added in GBR and INT), in HUN cash
 * collected at a casino desk (10003) and in INT "Local bank payout" 777002, a method the repo
 * does not describe (its account number, bank and optional reference are derived from `fields`).
 */
export function withdrawalMethodsFor(market: MarketId, walletCurrency: string): WithdrawalMethod[] {
  if (NO_METHODS.has(market)) return [];
  const names = METHODS_BY_MARKET[market] ?? METHODS_BY_MARKET.INT ?? [];
  return names.flatMap((name) => {
    const seed = SEEDS[name];
    return seed ? [methodOf(seed, walletCurrency)] : [];
  });
}
