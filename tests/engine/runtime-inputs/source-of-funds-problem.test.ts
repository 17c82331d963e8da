import { describe, expect, it } from 'vitest';
import { sourceOfFundsProblem } from '../../../src/engine/runtime-inputs/source-of-funds-problem';

describe('sourceOfFundsProblem', () => {
  it('accepts the offered types, "start:end" ranges and a currency', () => {
    expect(sourceOfFundsProblem({ types: ['salary'], ranges: [':1000', '1000:5000', '20000:'], currency: 'HUF' })).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(sourceOfFundsProblem(null)).toBe('the value must be an object');
    expect(sourceOfFundsProblem({ types: [1], ranges: [], currency: 'HUF' })).toBe('types must be a list of strings');
    expect(sourceOfFundsProblem({ types: [], ranges: [':'], currency: 'HUF' })).toBe('ranges[0] must be "start:end"');
    expect(sourceOfFundsProblem({ types: [], ranges: ['1.5:2'], currency: 'HUF' })).toBe('ranges[0] must be "start:end"');
    expect(sourceOfFundsProblem({ types: [], ranges: [], currency: 'huf' })).toBe('currency must be an ISO 4217 code');
  });
});
