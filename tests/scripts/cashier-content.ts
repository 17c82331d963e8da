import type { ContentFiles } from './temp-content';
import { baseContent } from './temp-content';

/**
 * baseContent plus a small cashier: form "pay" (the deposit direction) with amount and currency,
 * methods "card" (deposit; a ROU method × market overlay) and "wallet" (deposit, whole amounts).
 */
export function cashierContent(): ContentFiles {
  return {
    ...baseContent(),
    'schemas/forms/pay/schema.json': {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'pay',
      title: 'pay:title',
      type: 'object',
      required: ['amount', 'currency'],
      properties: {
        amount: { type: 'string', title: 'pay:amount', maxLength: 12, pattern: '^[0-9]{1,9}([.][0-9]{1,2})?$' },
        currency: { type: 'string', title: 'forms:currency.label', enum: { $setting: 'fe.currencies' } },
      },
    },
    'schemas/forms/pay/ui.json': { amount: { 'ui:widget': 'text' }, currency: { 'ui:widget': 'select' } },
    'schemas/forms/pay/markets/HUN.json': { $comment: 'Test regulator: currency is read-only in Hungary.', ui: { currency: { 'ui:readonly': true } } },
    'schemas/cashier/methods.json': {
      $comment: 'test payment methods',
      forms: { deposit: 'pay' },
      methods: {
        card: { label: 'pay:methods.card', platformIds: [1140001], directions: ['deposit'] },
        wallet: { label: 'pay:methods.wallet', platformIds: [100027], directions: ['deposit'] },
      },
    },
    'schemas/cashier/methods/card/deposit.json': {
      $comment: 'Test: a card needs its number.',
      schema: {
        required: ['amount', 'currency', 'cardNumber'],
        properties: { cardNumber: { type: 'string', title: 'pay:cardNumber', format: 'card-number', maxLength: 19 } },
      },
      ui: { cardNumber: { 'ui:widget': 'text' } },
    },
    'schemas/cashier/methods/card/markets/ROU.json': {
      $comment: 'Test regulator: Romanian cards show the holder name too.',
      deposit: {
        schema: { properties: { cardHolder: { type: 'string', title: 'pay:cardHolder', maxLength: 64 } } },
        ui: { cardHolder: { 'ui:widget': 'text' } },
      },
    },
    'schemas/cashier/methods/wallet/deposit.json': {
      $comment: 'Test: wallet deposits are whole amounts.',
      flags: { wholeAmount: true },
      schema: { required: ['amount', 'currency', 'walletEmail'], properties: { walletEmail: { type: 'string', title: 'pay:walletEmail', format: 'email', maxLength: 254 } } },
      ui: { walletEmail: { 'ui:widget': 'email' } },
    },
    'src/i18n/locales/en/validation.json': { ...(baseContent()['src/i18n/locales/en/validation.json'] as object), wholeNumber: 'Enter a whole number.' },
    'src/i18n/locales/en/pay.json': {
      title: 'Pay',
      amount: 'Amount',
      cardNumber: 'Card number',
      cardHolder: 'Cardholder',
      walletEmail: 'Wallet e-mail',
      methods: { card: 'Card', wallet: 'Wallet' },
    },
    'tests/fixtures/pay/ROU/card/ok.json': {
      description: 'a Romanian card deposit',
      data: { amount: '10', currency: 'EUR', cardNumber: '4111111111111111', cardHolder: 'Ann' },
      expect: { valid: true },
    },
  };
}
