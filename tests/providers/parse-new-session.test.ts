import { describe, expect, it } from 'vitest';
import { parseNewSession } from '../../providers/parse-new-session';

describe('parseNewSession', () => {
  it('accepts every method with its own kind, and the details it was started with', () => {
    expect(parseNewSession({ method: 'mobileId', kind: 'code', purpose: 'registration', phoneNumber: '+37060000000', personalCode: null })).toEqual({
      ok: true,
      value: { method: 'mobileId', kind: 'code', purpose: 'registration', details: { phoneNumber: '+37060000000' } },
    });
    const kinds = { idin: 'window', trustly: 'window', payAndPlay: 'window', loginToPlay: 'window', cddn: 'iframe', top: 'iframe', zignSec: 'redirect', google: 'social', facebook: 'social', apple: 'social', smartId: 'code' };
    for (const [method, kind] of Object.entries(kinds)) expect(parseNewSession({ method, kind, purpose: 'login' }).ok, method).toBe(true);
  });

  it.each([
    ['not an object', [], 'JSON object'],
    ['an unknown method', { method: 'bankId', kind: 'code', purpose: 'login' }, 'method must be one of'],
    ['an unknown kind', { method: 'smartId', kind: 'popup', purpose: 'login' }, 'kind must be one of'],
    ['a kind the method is not opened with', { method: 'idin', kind: 'iframe', purpose: 'login' }, 'idin is of kind window'],
    ['an unknown purpose', { method: 'smartId', kind: 'code', purpose: 'deposit' }, 'purpose must be one of'],
    ['a detail that is not a string', { method: 'smartId', kind: 'code', purpose: 'login', personalCode: 38001085718 }, 'personalCode must be a string'],
    ['a detail that is too long', { method: 'idin', kind: 'window', purpose: 'login', bic: 'X'.repeat(65) }, 'bic must be a string'],
    ['an unknown field', { method: 'smartId', kind: 'code', purpose: 'login', returnOrigin: 'x' }, 'Unknown field "returnOrigin"'],
  ])('refuses %s', (_case, body, message) => {
    const result = parseNewSession(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});
