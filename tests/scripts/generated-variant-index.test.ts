import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import variantIndex from '../../src/generated/variant-index.json';
import { findCompiledVariant, loadVariant } from '../../src/generated/content-index';
import type { VariantIndex } from '../../src/engine/variant-index';
import { MARKETS } from '../../src/engine/market';

const index = variantIndex as VariantIndex;
const modules = readdirSync('src/generated/validators').filter((name) => name.endsWith('.js'));

describe('the generated variant index (this repo)', () => {
  it('markets with the same resolved login schema share one validator module', () => {
    const login = index.forms.login;
    expect(Object.keys(login?.chains ?? {})).toHaveLength(MARKETS.length);
    expect(new Set(Object.values(login?.chains ?? {}).map((entry) => entry.validator)).size).toBe(1);
    expect(modules.filter((name) => name.startsWith('login.'))).toHaveLength(1);
  });

  it('has one module per distinct schema, never one per chain', () => {
    const chains = Object.values(index.forms).flatMap((form) => Object.values(form.chains));
    const distinct = new Set(chains.map((entry) => entry.validator));
    expect(modules.map((name) => name.replace(/\.js$/, '')).sort()).toEqual([...distinct].sort());
    expect(modules.length).toBeLessThan(chains.length / 2);
  });

  it('declares the cashier method axis', () => {
    expect(index.forms['cashier-deposit']).toMatchObject({ direction: 'deposit', methods: ['card', 'e-wallet', 'mobile-payment', 'tokenized-card', 'token-wallet', 'payment-slip', 'crypto', 'terminal-qr', 'offline-bank-transfer', 'cash-at-casino', 'bonus-code', 'pay-and-play', 'bank-redirect', 'apple-pay', 'spei', 'sepa-direct-debit', 'instant-bank'] });
    expect(index.forms['cashier-withdrawal']).toMatchObject({ direction: 'withdrawal', methods: ['bank-transfer', 'e-wallet', 'cash-at-casino'] });
  });

  it('loadVariant loads a form × market × method chain, with its market overlay and flags', async () => {
    const { variant, validateFns } = await loadVariant('cashier-deposit', { market: 'GBR', method: 'card', direction: 'deposit' });
    expect(variant).toMatchObject({ formId: 'cashier-deposit', market: 'GBR', method: 'card', direction: 'deposit' });
    expect(variant.ui['ui:notices']).toEqual([
      { id: 'segregation', text: 'cashier:notices.segregation', severity: 'info' },
      { id: 'debitCardOnly', text: 'cashier:notices.debitCardOnly', severity: 'info' },
    ]);
    expect(typeof validateFns['cashier-deposit']).toBe('function');
    const bank = await loadVariant('cashier-withdrawal', { market: 'NLD', method: 'bank-transfer' });
    expect(bank.variant.flags).toEqual({ wholeAmount: true, bankDaysPayout: true });
    const registration = await loadVariant('registration', { market: 'SWE' });
    expect(registration.variant.market).toBe('SWE');
  });

  it('an unknown method, or a method for a form without methods, is a clear error', async () => {
    await expect(loadVariant('cashier-deposit', { market: 'GBR', method: 'cheque' })).rejects.toThrow(
      `Unknown payment method "cheque" for form "cashier-deposit" (methods: card, e-wallet, mobile-payment, tokenized-card, token-wallet, payment-slip, crypto, terminal-qr, offline-bank-transfer, cash-at-casino, bonus-code, pay-and-play, bank-redirect, apple-pay, spei, sepa-direct-debit, instant-bank)`,
    );
    expect(() => findCompiledVariant('login', { market: 'GBR', method: 'card' })).toThrow('Form "login" has no payment methods (asked for "card")');
    expect(() => findCompiledVariant('cashier-withdrawal', { market: 'GBR', direction: 'deposit' })).toThrow('Form "cashier-withdrawal" is the withdrawal form (asked for "deposit")');
  });
});
