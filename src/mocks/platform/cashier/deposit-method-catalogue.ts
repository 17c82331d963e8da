import type { DepositMethod } from '../../../api/endpoints/cashier';
import type { StoredPaymentDetail } from '../../../engine/runtime-inputs/runtime-input-types';
import type { MarketId } from '../../../engine/market';
import { compareDecimalStrings } from '../../../engine/runtime-inputs/shape-checks';
import { paymentMethodCatalogue, storedDetailsInEachState, type CatalogueRow, type CatalogueSeed, type CurrencyAmounts } from './payment-method-catalogue';

/** Minimum, maximum and quick amounts of the simulated methods per currency (whole units). */
const RANGES: Readonly<Record<string, CurrencyAmounts>> = {
  HUF: { min: '1000', max: '500000', list: ['5000', '10000', '20000', '50000'] },
  SEK: { min: '100', max: '50000', list: ['100', '200', '500', '1000'] },
  GBP: { min: '10', max: '5000', list: ['20', '50', '100', '200'] },
  EUR: { min: '10', max: '5000', list: ['20', '50', '100', '200'] },
  RON: { min: '50', max: '25000', list: ['100', '250', '500', '1000'] },
};

/** The player's stored cards: one per blocked state (spec 2 §3), so QA can reach each. */
export const STORED_CARDS: readonly StoredPaymentDetail[] = storedDetailsInEachState(1, {
  none: 'Visa •••• 1111',
  byDocument: 'Mastercard •••• 4444',
  manually: 'Visa •••• 0004',
  verified: 'Maestro •••• 0018',
});

/** A deposit method's seed: the row both directions share (./payment-method-catalogue) and the deposit's own. */
interface MethodSeed extends CatalogueSeed {
  /** the document limit (spec 2 §3 limited / limitAmount / limitUsed, in the wallet currency): reached when used = amount */
  documentLimit?: { amount: string; used: string };
  payAndPlay?: boolean;
  /** getPreDepositInfo first (spec 2 §4 token flow): its parameters go to the token frame */
  preDeposit?: boolean;
  /** the processor's merchant (spec 2 §3 metadata): the Apple Pay sheet's merchantId and merchantSiteId */
  metadata?: DepositMethod['metadata'];
}

const SEEDS: Readonly<Record<string, MethodSeed>> = {
  card: { method: 1140001, providerId: 101, name: 'Card', description: 'Visa, Mastercard and Maestro cards.', stored: STORED_CARDS },
  ukCard: { method: 390001, providerId: 101, name: 'Debit card', description: 'Visa Debit and Mastercard Debit.', stored: STORED_CARDS },
  eWallet: { method: 100027, providerId: 102, name: 'E-wallet', percentageFee: '2.5', feeStrategy: 'added', description: 'Pay from your e-wallet balance.' },
  // HUN: the e-wallet has used 400 000 of a 500 000 document limit (the warning); GBR Apple Pay has used all of it (blocked)
  eWalletDocumentLimit: { method: 100027, providerId: 102, name: 'E-wallet', percentageFee: '2.5', feeStrategy: 'added', description: 'Pay from your e-wallet balance.', documentLimit: { amount: '500000', used: '400000' } },
  mobile: { method: 1300001, providerId: 103, name: 'Mobile payment', description: 'Confirm the payment in the app on your phone.' },
  tokenCard: { method: 400001, providerId: 104, name: 'Card (secure entry)', description: 'Your card details go straight to the card processor.', preDeposit: true },
  tokenWallet: { method: 900006, providerId: 105, name: 'Digital wallet', description: 'Confirm in your digital wallet.' },
  slip: { method: 900002, providerId: 106, name: 'Payment slip', description: 'Pay the slip at a bank or shop within 3 days.' },
  crypto: { method: 910003, providerId: 107, name: 'Crypto', percentageFee: '1', feeStrategy: 'included', description: 'Bitcoin, Ether, Tether or Litecoin. Bonuses cannot be claimed.' },
  qr: { method: 950001, providerId: 108, name: 'Terminal QR', description: 'Scan the code at a payment terminal.' },
  offline: { method: 10000, providerId: 109, name: 'Offline bank transfer', description: 'Transfer from your own bank account; crediting takes 1–2 bank days.' },
  cash: { method: 10003, providerId: 109, name: 'Cash at the casino', description: 'Pay cash at one of our casino desks.' },
  voucher: { method: 150001, providerId: 109, name: 'Voucher code', description: 'Redeem a prepaid voucher.' },
  payAndPlay: { method: 440001, providerId: 111, name: 'Pay and play', description: 'Deposit and log in with your bank.', payAndPlay: true },
  banking: { method: 300002, providerId: 112, name: 'Online banking', description: 'Pay in your bank’s own page.' },
  // Apple Pay one-click (210055): HUN pays through the sheet; GBR's has used all of its document limit (blocked)
  applePay: { method: 210055, providerId: 113, name: 'Apple Pay', description: 'One-click payment with Apple Pay.', metadata: { merchantId: 'casino-hu-01', merchantSiteId: '2100551' } },
  applePayDocumentLimit: { method: 210055, providerId: 113, name: 'Apple Pay', description: 'One-click payment with Apple Pay.', documentLimit: { amount: '2000', used: '2000' }, metadata: { merchantId: 'casino-uk-01', merchantSiteId: '2100552' } },
  sepa: { method: 500001, providerId: 114, name: 'SEPA direct debit', percentageFee: '1.5', feeStrategy: 'included', description: 'Collected from your IBAN.' },
  instant: { method: 110001, providerId: 110, name: 'Instant bank payment', description: 'Pay instantly from your bank.' },
  voucherShop: {
    method: 777001,
    providerId: 115,
    name: 'Shop voucher',
    description: 'A method the site does not describe: its fields come from the platform.',
    fields: [
      { field: 'voucherNumber', fieldType: 'digits' },
      { field: 'shop', fieldType: 'select', dataList: [{ value: 'kiosk', label: 'Kiosk' }, { value: 'petrol', label: 'Petrol station' }] },
      { field: 'receiptEmail', fieldType: 'email', optional: true },
      { field: 'mood', fieldType: 'emojiPicker', optional: true },
    ],
  },
  encryptedCard: {
    method: 888001,
    providerId: 116,
    name: 'Card (encrypted entry)',
    description: 'A card method the site does not describe: the platform marks the card fields for client-side encryption.',
    fields: [
      { field: 'cardNumber', fieldType: 'cardNumber', encryptionType: 'cse', validator: 'luhn' },
      { field: 'expiryDate', fieldType: 'expiryDate', encryptionType: 'cse' },
      { field: 'cvv', fieldType: 'cvv', encryptionType: 'cse' },
      { field: 'cardHolder', fieldType: 'name' },
    ],
  },
};

/** Which methods each market offers, in the order the site lists them. */
const METHODS_BY_MARKET: Readonly<Partial<Record<MarketId, readonly string[]>>> = {
  HUN: ['card', 'eWalletDocumentLimit', 'tokenCard', 'banking', 'applePay', 'qr', 'cash', 'voucher', 'crypto', 'voucherShop'],
  SWE: ['card', 'payAndPlay', 'mobile', 'tokenWallet', 'voucherShop'],
  GBR: ['ukCard', 'eWallet', 'applePayDocumentLimit', 'voucher', 'voucherShop'],
  NLD: ['card', 'instant', 'sepa', 'offline', 'voucherShop'],
  INT: ['card', 'eWallet', 'crypto', 'slip', 'sepa', 'voucherShop', 'encryptedCard'],
};

/** The markets whose player gets no method at all ("No methods found."). */
const NO_METHODS = new Set<MarketId>(['MLT']);

/** The deposit's own fields of a method row (spec 2 §3): the document limit, the contract, pre-deposit and pay-and-play flags. */
function depositRow(seed: MethodSeed, shared: CatalogueRow): DepositMethod {
  return {
    ...shared,
    limited: seed.documentLimit !== undefined,
    limitReached: seed.documentLimit !== undefined && compareDecimalStrings(seed.documentLimit.used, seed.documentLimit.amount) >= 0,
    limitAmount: seed.documentLimit?.amount ?? null,
    limitUsed: seed.documentLimit?.used ?? null,
    depositAgreement: false,
    depositAgreementRequired: false,
    preDepositRequired: seed.preDeposit === true,
    payAndPlay: seed.payAndPlay === true,
    ...(seed.metadata ? { metadata: { ...seed.metadata } } : {}),
  };
}

/**
 * The deposit methods the simulated platform offers a player of this market and wallet
 * currency. HUN card also takes EUR (the currency selector), every market lists the undescribed
 * "Shop voucher" (777001) whose field set the site derives at runtime.
 */
export const depositMethodsFor: (market: MarketId, walletCurrency: string) => DepositMethod[] = paymentMethodCatalogue({
  amounts: RANGES,
  seeds: SEEDS,
  byMarket: METHODS_BY_MARKET,
  noMethods: NO_METHODS,
  row: depositRow,
  seedIn: (market, name, seed) => (market === 'HUN' && name === 'card' ? { ...seed, extraCurrencies: ['EUR'] } : seed),
});
