import { describe, expect, it } from 'vitest';
import { bic } from '../../../src/engine/formats/bic';

describe('bic format', () => {
  it('accepts 8 and 11 character BICs', () => {
    expect(bic('DEUTDEFF')).toBe(true);
    expect(bic('DEUTDEFF500')).toBe(true);
  });
  it('rejects other shapes', () => {
    expect(bic('DEUTDE')).toBe(false);
    expect(bic('DEUT1EFF')).toBe(false);
  });
});
