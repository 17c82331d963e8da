import { describe, expect, it } from 'vitest';
import { isFromTrustedProvider, parseIdentificationMessage, parseSocialLoginMessage } from '../../../src/features/identification/provider-message';

const popup = { name: 'popup' } as unknown as MessageEventSource;
const other = { name: 'other' } as unknown as MessageEventSource;
const trusted = { origins: ['http://localhost:5174'], source: popup };

describe('isFromTrustedProvider', () => {
  it('accepts a message from a configured origin and the window we opened', () => {
    expect(isFromTrustedProvider({ origin: 'http://localhost:5174', source: popup }, trusted)).toBe(true);
  });

  it('ignores another origin, another window and a message without source', () => {
    expect(isFromTrustedProvider({ origin: 'https://evil.example', source: popup }, trusted)).toBe(false);
    expect(isFromTrustedProvider({ origin: 'http://localhost:5174', source: other }, trusted)).toBe(false);
    expect(isFromTrustedProvider({ origin: 'http://localhost:5174', source: null }, trusted)).toBe(false);
  });

  it('trusts nothing while no window or frame is open', () => {
    expect(isFromTrustedProvider({ origin: 'http://localhost:5174', source: null }, { ...trusted, source: null })).toBe(false);
  });
});

describe('parseIdentificationMessage', () => {
  it.each(['done', 'rejected', 'cancelled'] as const)('reads value %s and keeps only type and value', (value) => {
    expect(parseIdentificationMessage({ type: 'identification', value, method: 'idin', session: 's1', extra: 1 })).toEqual({ type: 'identification', value });
  });

  it.each([
    ['a string', 'identification/done'],
    ['null', null],
    ['an array', ['identification', 'done']],
    ['another type', { type: 'social-login', value: 'done' }],
    ['an unknown value', { type: 'identification', value: 'approved' }],
    ['a value that is not a string', { type: 'identification', value: 1 }],
    ['no value', { type: 'identification' }],
  ])('returns null for %s', (_label, data) => {
    expect(parseIdentificationMessage(data)).toBeNull();
  });
});

describe('parseSocialLoginMessage', () => {
  const done = { type: 'social-login', provider: 'google', value: 'done', token: 'sess-1', state: 'n1' };

  it('reads a done answer with its token for our provider and state', () => {
    expect(parseSocialLoginMessage(done, 'google', 'n1')).toEqual(done);
  });

  it('reads a cancel without a token', () => {
    expect(parseSocialLoginMessage({ type: 'social-login', provider: 'google', value: 'cancelled', state: 'n1' }, 'google', 'n1')).toEqual({
      type: 'social-login',
      provider: 'google',
      value: 'cancelled',
      state: 'n1',
    });
  });

  it.each([
    ['another state nonce', { ...done, state: 'n2' }],
    ['another provider', { ...done, provider: 'apple' }],
    ['another type', { ...done, type: 'identification' }],
    ['a done without token', { ...done, token: undefined }],
    ['an empty token', { ...done, token: '' }],
    ['a token over 200 characters', { ...done, token: 'x'.repeat(201) }],
    ['an unknown value', { ...done, value: 'approved' }],
    ['no object', 'social-login'],
  ])('returns null for %s', (_label, data) => {
    expect(parseSocialLoginMessage(data, 'google', 'n1')).toBeNull();
  });

  it('accepts a token of exactly 200 characters', () => {
    expect(parseSocialLoginMessage({ ...done, token: 'x'.repeat(200) }, 'google', 'n1')?.token).toHaveLength(200);
  });
});
