import { describe, expect, it } from 'vitest';
import { centsDecimal, decimalCents } from '../../../src/engine/money/decimal-cents';
import { DEFAULT_LIMIT_REGIME, limitChangeRule, limitRegimeOf, limitRegimeProblem } from '../../../src/engine/limits/limit-regime';
import { settingsFor } from '../../../src/engine/settings-for';

describe('limit regimes from the market settings', () => {
  it('reads each market regime from fe.limitRegime', () => {
    const swe = limitRegimeOf(settingsFor('SWE').fe);
    expect(swe.id).toBe('swe');
    expect(limitChangeRule(swe, 'deposit')).toMatchObject({ increaseDelayHours: 72, increaseWaitsForPeriodEnd: true, decreaseImmediate: true });
    expect(swe.mandatoryPeriods?.deposit).toEqual(['daily', 'weekly', 'monthly']);
    const uk = limitRegimeOf(settingsFor('GBR').fe);
    expect(limitChangeRule(uk, 'loss')).toMatchObject({ increaseDelayHours: 24, increaseNeedsConfirmation: true, removalNeedsConfirmation: true });
    const nld = limitRegimeOf(settingsFor('NLD').fe);
    expect(limitChangeRule(nld, 'maxBalance')).toMatchObject({ increaseDelayHours: 168, increaseWaitsForPeriodEnd: true });
    expect(limitChangeRule(nld, 'deposit').increaseDelayHours).toBe(24);
    expect(nld.contactAbove?.maxBalance).toBe('1000.00');
    expect(limitRegimeOf(settingsFor('MLT').fe).id).toBe('mga');
    expect(limitRegimeOf(settingsFor('EST').fe).id).toBe('est');
  });

  it('falls back to the default regime for a missing or malformed value, and says what is wrong', () => {
    expect(limitRegimeOf({})).toBe(DEFAULT_LIMIT_REGIME);
    expect(limitRegimeOf({ limitRegime: { id: 'x', rules: { default: { increaseDelayHours: '72' } } } })).toBe(DEFAULT_LIMIT_REGIME);
    expect(limitRegimeProblem({ id: 'x', rules: {} })).toBe('rules.default must be a limit change rule');
    expect(limitRegimeProblem({ id: 'x', rules: { default: DEFAULT_LIMIT_REGIME.rules.default, loss: {} } })).toBe('rules.loss must be a limit change rule');
  });
});

describe('decimal cents (no float arithmetic)', () => {
  it('reads amounts with a dot or a comma and writes 2 decimals', () => {
    expect(decimalCents('1000.5')).toBe(100050);
    expect(decimalCents('0,07')).toBe(7);
    expect(decimalCents('12')).toBe(1200);
    expect(decimalCents('1.234')).toBeNull();
    expect(decimalCents('-1')).toBeNull();
    expect(decimalCents('abc')).toBeNull();
    expect(centsDecimal(100050)).toBe('1000.50');
    expect(centsDecimal(7)).toBe('0.07');
  });
});
