import { afterAll, describe, expect, it } from 'vitest';
import { formatMatrix } from '../../scripts/lib/format-matrix';
import { marketMatrix } from '../../scripts/lib/market-matrix';
import { cashierContent } from './cashier-content';
import { removeContent, writeContent } from './temp-content';

const root = writeContent(cashierContent());
afterAll(() => removeContent(root));

describe('market matrix with the payment-method axis', () => {
  it('shows the fields of a method per market, with the method × market overlay', () => {
    const matrix = marketMatrix(root, 'pay', 'card');
    const row = (field: string) => matrix.rows.find((entry) => entry.field === field)?.cells;
    expect(matrix).toMatchObject({ formId: 'pay', method: 'card', methods: ['card', 'wallet'] });
    expect(row('cardNumber')).toEqual({ INT: 'required', HUN: 'required', ROU: 'required' });
    expect(row('cardHolder')).toEqual({ INT: 'hidden', HUN: 'hidden', ROU: 'optional' });
    expect(row('currency')).toEqual({ INT: 'required', HUN: 'required read-only', ROU: 'required' });
    expect(row('(notices)')).toBeUndefined();
    expect(matrix.reasons[2]).toEqual({
      market: 'ROU',
      overlay: undefined,
      settings: undefined,
      method: 'Test: a card needs its number.',
      methodMarket: 'Test regulator: Romanian cards show the holder name too.',
    });
    const text = formatMatrix(matrix);
    expect(text).toContain('Market matrix: pay × method card');
    expect(text).toContain('Method overlay: Test: a card needs its number.');
    expect(text).toContain('  method × market overlay: Test regulator: Romanian cards show the holder name too.');
  });

  it('shows the notices a method × market overlay adds', () => {
    const files = cashierContent();
    (files['schemas/cashier/methods/card/markets/ROU.json'] as { deposit: { ui: Record<string, unknown> } }).deposit.ui['ui:notices'] = [{ id: 'debitOnly', text: 'pay:title' }];
    const withNotice = writeContent(files);
    try {
      expect(marketMatrix(withNotice, 'pay', 'card').rows.at(-1)).toEqual({ field: '(notices)', cells: { INT: '—', HUN: '—', ROU: 'debitOnly' } });
    } finally {
      removeContent(withNotice);
    }
  });

  it('without --method shows the base fields and names the methods', () => {
    const text = formatMatrix(marketMatrix(root, 'pay'));
    expect(text).toContain('Payment methods: card, wallet (npm run matrix -- pay --method <id>)');
    expect(text).not.toContain('cardNumber');
  });

  it('rejects a method the form does not have', () => {
    expect(() => marketMatrix(root, 'pay', 'cheque')).toThrow('Unknown payment method "cheque" for form "pay" (methods: card, wallet)');
    expect(() => marketMatrix(root, 'signup', 'card')).toThrow('Form "signup" has no payment methods (asked for "card")');
  });
});
