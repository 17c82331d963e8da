import { describe, expect, it } from 'vitest';
import { RUNTIME_INPUT_NAMES, RUNTIME_INPUT_REGISTRY } from '../../../src/engine/runtime-inputs/runtime-input-registry';
import { compareDecimalStrings } from '../../../src/engine/runtime-inputs/shape-checks';

const problem = (name: keyof typeof RUNTIME_INPUT_REGISTRY, value: unknown) => RUNTIME_INPUT_REGISTRY[name].problem(value);

describe('runtime input registry', () => {
  it('has the inputs of issue 8, each documented and its empty value of its own shape', () => {
    expect(RUNTIME_INPUT_NAMES).toEqual(['campaigns', 'amountLimits', 'currencies', 'storedPaymentDetails', 'limitRanges', 'profile', 'quickAmounts', 'limitEditor', 'sourceOfFunds']);
    for (const name of RUNTIME_INPUT_NAMES) {
      expect(RUNTIME_INPUT_REGISTRY[name].description.length, name).toBeGreaterThan(20);
      expect(problem(name, RUNTIME_INPUT_REGISTRY[name].empty), name).toBeUndefined();
    }
  });

  it('campaigns: [{ campaignId: integer, title: string }]', () => {
    expect(problem('campaigns', [{ campaignId: 101, title: 'Welcome' }])).toBeUndefined();
    expect(problem('campaigns', { campaignId: 101 })).toBe('the value must be an array');
    expect(problem('campaigns', [{ campaignId: 101, title: 'A' }, { campaignId: '102', title: 'B' }])).toBe('[1].campaignId must be an integer');
    expect(problem('campaigns', [{ campaignId: 1.5, title: 'A' }])).toBe('[0].campaignId must be an integer');
    expect(problem('campaigns', [{ campaignId: 1 }])).toBe('[0].title must be a string');
    expect(problem('campaigns', [null])).toBe('[0] must be an object { campaignId, title }');
  });

  it('amountLimits: per ISO currency { min, max } decimal strings, min ≤ max', () => {
    expect(problem('amountLimits', { EUR: { min: '10', max: '5000.00' }, HUF: { min: '3000', max: '3000' } })).toBeUndefined();
    expect(problem('amountLimits', { EUR: { min: 10, max: '5000.00' } })).toBe('EUR.min must be a decimal string such as "10.00"');
    expect(problem('amountLimits', { EUR: { min: '10', max: '1e3' } })).toBe('EUR.max must be a decimal string such as "10.00"');
    expect(problem('amountLimits', { eur: { min: '1', max: '2' } })).toBe('key "eur" must be an ISO 4217 currency code such as "EUR"');
    expect(problem('amountLimits', { EUR: { min: '100.50', max: '99.99' } })).toBe('EUR.min must not exceed EUR.max');
    expect(problem('amountLimits', [])).toBe('the value must be an object keyed by currency');
  });

  it('currencies: ISO 4217 codes without repeats', () => {
    expect(problem('currencies', ['EUR', 'HUF'])).toBeUndefined();
    expect(problem('currencies', ['EUR', 'euro'])).toBe('[1] must be an ISO 4217 currency code such as "EUR"');
    expect(problem('currencies', ['EUR', 'EUR'])).toBe('"EUR" is listed twice');
    expect(problem('currencies', 'EUR')).toBe('the value must be an array');
  });

  it('storedPaymentDetails: reference, description and blocked state', () => {
    expect(problem('storedPaymentDetails', [{ storedDetailReference: 7, description: 'VISA **** 1111', blocked: 'none' }])).toBeUndefined();
    expect(problem('storedPaymentDetails', [{ storedDetailReference: -1, description: 'new', blocked: 'none' }])).toMatch(/^\[0\]\.storedDetailReference must be a non-negative integer/);
    expect(problem('storedPaymentDetails', [{ storedDetailReference: 7, description: 'x', blocked: 'yes' }])).toBe('[0].blocked must be one of none, byDocument, manually, verified');
  });

  it('limitRanges: per limit type { min, max }', () => {
    expect(problem('limitRanges', { deposit: { min: '1.00', max: '100000.00' }, session: { min: '15', max: '1440' } })).toBeUndefined();
    expect(problem('limitRanges', { bingo: { min: '1', max: '2' } })).toBe('key "bingo" must be one of deposit, session, loss, wager, maxBalance, netDeposit');
    expect(problem('limitRanges', { deposit: { min: '5' } })).toBe('deposit.max must be a decimal string such as "10.00"');
  });

  it('profile: known keys typed when present, others pass', () => {
    expect(problem('profile', { country: 'HUN', birthDate: '1990-01-31', hasPassword: true, anything: 1 })).toBeUndefined();
    expect(problem('profile', { country: 'HU' })).toBe('country must be an ISO 3166-1 alpha-3 code such as "HUN"');
    expect(problem('profile', { birthDate: '31.01.1990' })).toBe('birthDate must be a YYYY-MM-DD date');
    expect(problem('profile', { hasPassword: 'yes' })).toBe('hasPassword must be a boolean');
    expect(problem('profile', { email: 5 })).toBe('email must be a string');
    expect(problem('profile', null)).toBe('the value must be an object');
  });

  it('compares decimal strings without floating point', () => {
    expect(compareDecimalStrings('10', '9.99')).toBeGreaterThan(0);
    expect(compareDecimalStrings('0010.5', '10.50')).toBe(0);
    expect(compareDecimalStrings('0.1', '0.25')).toBeLessThan(0);
    expect(compareDecimalStrings('99999999999999.99', '100000000000000')).toBeLessThan(0);
  });
});
