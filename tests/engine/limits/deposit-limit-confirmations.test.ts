import { describe, expect, it } from 'vitest';
import { depositLimitConfirmations, type DepositLimitPeriodState } from '../../../src/engine/limits/deposit-limit-confirmations';

const limit = (amount: string | null, extra: Partial<DepositLimitPeriodState> = {}): DepositLimitPeriodState => ({ amount, usedAmount: '0.00', newAmount: null, ...extra });
const types = (...args: Parameters<typeof depositLimitConfirmations>) => depositLimitConfirmations(...args).map((found) => found.type);

describe('confirmation popups of the cumulative deposit-limit form', () => {
  it('needs none for an ordinary first limit or a change within the other periods', () => {
    expect(depositLimitConfirmations('daily', '100', {})).toEqual([]);
    expect(types('weekly', '300', { daily: limit('100.00'), weekly: limit('200.00'), monthly: limit('900.00') })).toEqual([]);
    // not an amount: the form's validation speaks
    expect(depositLimitConfirmations('daily', '1.234', { daily: limit('100.00') })).toEqual([]);
  });

  it('high: at or above the platform highAmount of the period', () => {
    expect(depositLimitConfirmations('daily', '1000,00', { daily: limit(null, { highAmount: '1000.00' }) })).toEqual([
      { type: 'high', period: 'daily', amount: '1000.00', other: '1000.00' },
    ]);
    expect(types('daily', '999.99', { daily: limit(null, { highAmount: '1000.00' }) })).toEqual([]);
  });

  it('biggestLimit1: bigger than a longer period; biggestLimit2: smaller than a shorter period', () => {
    expect(depositLimitConfirmations('daily', '600', { weekly: limit('500.00'), monthly: limit('2000.00') })).toEqual([
      { type: 'biggestLimit1', period: 'weekly', amount: '600', other: '500.00' },
    ]);
    expect(depositLimitConfirmations('monthly', '50', { daily: limit('20.00'), weekly: limit('100.00') })).toEqual([
      { type: 'biggestLimit2', period: 'weekly', amount: '50', other: '100.00' },
    ]);
  });

  it('lowLimit1: already deposited as much in the period; lowLimit2: cancels a pending increase', () => {
    expect(types('daily', '50', { daily: limit('100.00', { usedAmount: '80.00' }) })).toEqual(['lowLimit1']);
    expect(types('daily', '90', { daily: limit('100.00', { usedAmount: '80.00' }) })).toEqual([]);
    expect(depositLimitConfirmations('daily', '150', { daily: limit('100.00', { newAmount: '300.00' }) })).toEqual([
      { type: 'lowLimit2', period: 'daily', amount: '150', other: '300.00' },
    ]);
  });

  it('lists every reason in the order shown, comparing whole cents (0.10 + 0.20 is no float)', () => {
    const all = { daily: limit('0.30', { usedAmount: '0.30', newAmount: '5.00', highAmount: '0.30' }), weekly: limit('0.20') };
    expect(types('daily', '0.30', all)).toEqual(['lowLimit1', 'lowLimit2', 'high', 'biggestLimit1']);
  });
});
