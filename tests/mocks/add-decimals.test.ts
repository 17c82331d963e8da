import { describe, expect, it } from 'vitest';
import { addDecimals } from '../../src/mocks/db/add-decimals';

describe('addDecimals', () => {
  it('sums exactly where floats would not', () => {
    expect(addDecimals('0.10', '0.20')).toBe('0.30');
    expect(addDecimals('125000.00', '5000.5')).toBe('130000.50');
    expect(addDecimals('1.05', '-2.10')).toBe('-1.05');
  });

  it('rejects values that are not amounts', () => {
    expect(() => addDecimals('1e3')).toThrow(/Not a decimal amount/);
  });
});
