import { describe, expect, it } from 'vitest';
import { depositSummary } from '../../../src/engine/cashier/deposit-summary';

describe('depositSummary', () => {
  it('includes the fee in the amount, or adds it on top, in exact hundredths', () => {
    expect(depositSummary({ amount: '100', percentageFee: '2.5', feeStrategy: 'included' })).toMatchObject({ youPay: '100.00', youGet: '97.50', fee: '2.50' });
    expect(depositSummary({ amount: '100', percentageFee: '2.5', feeStrategy: 'added' })).toMatchObject({ youPay: '102.50', youGet: '100.00', fee: '2.50' });
    // 0.1 + 0.2 style traps never appear: 33.33 × 1.5 % = 0.49995 → 0.50
    expect(depositSummary({ amount: '33.33', percentageFee: '1.5', feeStrategy: 'added' })).toMatchObject({ fee: '0.50', youPay: '33.83' });
  });
  it('rounds the fee confirmation figures to whole units', () => {
    expect(depositSummary({ amount: '10.49', percentageFee: '2.5', feeStrategy: 'added' })?.rounded).toEqual({ youPay: '11', youGet: '10', fee: '0' });
  });
  it('caps a percentage bonus by the deposit share and by the remaining promo limit', () => {
    const campaign = { title: '100%', amountType: 'percentage' as const, initialAmount: '100', maxAmountCapEnabled: true, maxDepositAmount: '200', remainingPromoLimit: '150' };
    expect(depositSummary({ amount: '80', percentageFee: '0', feeStrategy: 'included', campaign })?.bonus).toBe('80.00');
    expect(depositSummary({ amount: '120', percentageFee: '0', feeStrategy: 'included', campaign })?.bonus).toBe('120.00');
    expect(depositSummary({ amount: '500', percentageFee: '0', feeStrategy: 'included', campaign })?.bonus).toBe('150.00');
    expect(depositSummary({ amount: '500', percentageFee: '0', feeStrategy: 'included', campaign: { ...campaign, remainingPromoLimit: null } })?.bonus).toBe('200.00');
    expect(depositSummary({ amount: '33.33', percentageFee: '0', feeStrategy: 'included', campaign: { ...campaign, initialAmount: '50' } })?.bonus).toBe('16.67');
  });
  it('gives a fixed bonus as it is, and nothing for an amount that is no decimal', () => {
    const fixed = { title: '10', amountType: 'fixed' as const, initialAmount: '10', maxAmountCapEnabled: false, maxDepositAmount: null, remainingPromoLimit: null };
    expect(depositSummary({ amount: '5', percentageFee: '0', feeStrategy: 'included', campaign: fixed })?.bonus).toBe('10.00');
    expect(depositSummary({ amount: '1e3', percentageFee: '0', feeStrategy: 'included' })).toBeUndefined();
  });
});
