import { describe, expect, it } from 'vitest';
import { wageringProgress } from '../../src/engine/wagering-progress';

describe('wageringProgress', () => {
  it('percent left is 100 − current / total × 100, rounded down', () => {
    expect(wageringProgress('1000.00', '3000.00')).toMatchObject({ percentLeft: 66, percentDone: 33 });
    expect(wageringProgress('0.01', '3000.00')).toMatchObject({ percentLeft: 99 });
    expect(wageringProgress('2999.99', '3000.00')).toMatchObject({ percentLeft: 0, percentDone: 100 });
  });

  it('counts in cents: no float rounding at the edges', () => {
    // 0.1 + 0.2 style figures: 70 % of 0.30 wagered leaves exactly 30 %
    expect(wageringProgress('0.21', '0.30')).toMatchObject({ percentLeft: 30, percentDone: 70 });
  });

  it('a requirement met or exceeded is 0 % left, never negative', () => {
    expect(wageringProgress('5000.00', '3000.00')).toMatchObject({ percentLeft: 0, percentDone: 100 });
  });

  it('no requirement or an unreadable figure: nothing to show', () => {
    expect(wageringProgress('0.00', '0.00')).toBeNull();
    expect(wageringProgress('10.00', undefined)).toBeNull();
    expect(wageringProgress('abc', '10.00')).toBeNull();
    expect(wageringProgress('-1.00', '10.00')).toBeNull();
  });
});
