import { describe, expect, it } from 'vitest';
import { PROVIDER_RETURN_PARAMS, readProviderReturn } from '../../../src/app/layout/read-provider-return';

const RETURN = { method: 'zignSec', redirectFrom: 'messageInterface', type: 'identification', value: 'done', titanToken: 'sess-0a1B_2-c3', identificationState: 'st-1' };

const read = (overrides: Record<string, string | null> = {}) => {
  const params = new URLSearchParams({ modal: 'registration', ...RETURN });
  for (const [name, value] of Object.entries(overrides)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  return readProviderReturn(params);
};

describe('readProviderReturn', () => {
  it.each(['done', 'rejected', 'cancelled'])('reads a return with value %s', (value) => {
    expect(read({ value })).toEqual({ method: 'zignSec', value, titanToken: 'sess-0a1B_2-c3', state: 'st-1' });
  });

  it('reads a return without a state as state null (the tab then refuses it)', () => {
    expect(read({ identificationState: null })?.state).toBeNull();
  });

  it('is null for an address without a return', () => {
    expect(readProviderReturn(new URLSearchParams('modal=registration'))).toBeNull();
  });

  it.each([
    ['another redirectFrom', { redirectFrom: 'elsewhere' }],
    ['no redirectFrom', { redirectFrom: null }],
    ['another type', { type: 'social-login' }],
    ['no type', { type: null }],
    ['an unknown method', { method: 'bankId' }],
    ['the regular method', { method: 'regular' }],
    ['no method', { method: null }],
    ['a method that never leaves the site (Smart-ID)', { method: 'smartId' }],
    ['a popup method (iDIN)', { method: 'idin' }],
    ['an unknown value', { value: 'approved' }],
    ['no value', { value: null }],
    ['no token', { titanToken: null }],
    ['an empty token', { titanToken: '' }],
    ['a token with a slash', { titanToken: 'a/b' }],
    ['a token with markup', { titanToken: '<script>' }],
    ['a token with a space', { titanToken: 'a b' }],
    ['a token over 200 characters', { titanToken: 'a'.repeat(201) }],
  ])('is null for %s', (_label, overrides) => {
    expect(read(overrides)).toBeNull();
  });

  it('accepts a token of 200 characters', () => {
    expect(read({ titanToken: 'a'.repeat(200) })?.titanToken).toHaveLength(200);
  });

  it('names every parameter a return adds, so the caller can remove them', () => {
    expect([...PROVIDER_RETURN_PARAMS].sort()).toEqual(Object.keys(RETURN).sort());
  });
});
