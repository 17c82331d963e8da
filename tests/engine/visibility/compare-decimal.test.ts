import { describe, expect, it } from 'vitest';
import { compareDecimal, isDecimalString } from '../../../src/engine/visibility/compare-decimal';

describe('compareDecimal', () => {
  it.each([
    ['5000.50', '5000.5', 0],
    ['10', '9.99', 1],
    ['0.10', '0.09', 1],
    ['0.1', '0.10000000000000001', -1],
    ['-1', '0', -1],
    ['-0.00', '0', 0],
    ['007', '7.0', 0],
    ['-2', '-10', 1],
    ['123456789012345678901234567890.01', '123456789012345678901234567890.02', -1],
  ])('%s vs %s → %i', (a, b, sign) => {
    expect(Math.sign(compareDecimal(a, b) ?? NaN)).toBe(sign);
  });

  it('is exact where floats are not (0.1 + 0.2 style inputs)', () => {
    expect(compareDecimal('0.30000000000000004', '0.3')).toBeGreaterThan(0);
  });

  it('refuses anything but a plain decimal', () => {
    expect(compareDecimal('1e3', '1000')).toBeNull();
    expect(compareDecimal('', '0')).toBeNull();
    expect(compareDecimal('12,5', '12')).toBeNull();
    expect(isDecimalString(' 1')).toBe(false);
    expect(isDecimalString('12.50')).toBe(true);
  });
});
