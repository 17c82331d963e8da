import { describe, expect, it, vi } from 'vitest';
import {
  forgetVerificationReturn,
  hasVerificationReturnParams,
  peekVerificationReturn,
  resolveVerificationReturn,
} from '../../../src/app/journeys/verification-provider-return';
import { FlowCallError } from '../../../src/engine/flow-call-error';
import { newRedirectState, redirectPurposeOf, REDIRECT_STATE_KEY } from '../../../src/features/identification/redirect-state';
import type { ApiPort } from '../../../src/stores/api-port';

function memoryStorage(items: Record<string, string> = {}) {
  const map = new Map(Object.entries(items));
  return { map, getItem: (key: string) => map.get(key) ?? null, removeItem: (key: string) => void map.delete(key) };
}

const returnSearch = (state: string, value = 'done') =>
  `?market=MLT&method=zignSec&redirectFrom=messageInterface&type=identification&value=${value}&titanToken=tok-1&identificationState=${encodeURIComponent(state)}`;

describe('the redirect state names the journey it left for', () => {
  it('verification.<random>: read back from the returned state; an old state names none', () => {
    const state = newRedirectState('verification', () => 'abc');
    expect(state).toBe('verification.abc');
    expect(redirectPurposeOf(state)).toBe('verification');
    expect(redirectPurposeOf(newRedirectState('login', () => 'x'))).toBe('login');
    expect(redirectPurposeOf('0b6f0c1e-uuid-without-purpose')).toBeNull();
    expect(redirectPurposeOf(null)).toBeNull();
  });
});

describe('a redirect provider back on the verification page (spec 1 §4)', () => {
  it('is taken only with the state this tab left with for a verification, and only read (StrictMode renders twice)', () => {
    const state = 'verification.abc';
    const storage = memoryStorage({ [REDIRECT_STATE_KEY]: state });
    expect(peekVerificationReturn(returnSearch(state), storage)).toEqual({ method: 'zignSec', value: 'done', titanToken: 'tok-1', state });
    expect(peekVerificationReturn(returnSearch(state), storage)).not.toBeNull();
    // a guessed state, a registration's return, no stored state: not the verification's
    expect(peekVerificationReturn(returnSearch('verification.guessed'), storage)).toBeNull();
    expect(peekVerificationReturn(returnSearch('registration.abc'), memoryStorage({ [REDIRECT_STATE_KEY]: 'registration.abc' }))).toBeNull();
    expect(peekVerificationReturn(returnSearch(state), memoryStorage())).toBeNull();
    expect(peekVerificationReturn('?market=MLT', storage)).toBeNull();
  });

  it('is used up: the address loses the return (other parameters stay) and the stored state is removed', () => {
    const storage = memoryStorage({ [REDIRECT_STATE_KEY]: 'verification.abc' });
    expect(hasVerificationReturnParams(returnSearch('verification.guessed'))).toBe(true);
    expect(hasVerificationReturnParams(returnSearch('registration.abc'))).toBe(false);
    expect(forgetVerificationReturn(returnSearch('verification.abc'), storage)).toBe('?market=MLT');
    expect(storage.map.has(REDIRECT_STATE_KEY)).toBe(false);
  });

  it('done: resolved with the provider token to the identification; cancelled, rejected, an error or expiry is the failure shown', async () => {
    const call = vi.fn((_endpoint: string, _payload: unknown, _options?: unknown): Promise<{ ok: boolean; data?: Record<string, unknown> }> => Promise.resolve({ ok: true, data: { loginToken: 'login-1' } }));
    const api = { call } as unknown as ApiPort;
    const done = { method: 'zignSec', value: 'done' as const, titanToken: 'tok-1', state: 'verification.abc' };
    await expect(resolveVerificationReturn(api, done)).resolves.toEqual({ loginToken: 'login-1' });
    expect(call).toHaveBeenCalledWith('identificationResult', { method: 'zignSec', titanToken: 'tok-1' }, { signal: undefined });

    const codeOf = async (promise: Promise<unknown>) => {
      const error: unknown = await promise.catch((caught: unknown) => caught);
      return error instanceof FlowCallError ? (error.cause as { errorCode: number }).errorCode : error;
    };
    expect(await codeOf(resolveVerificationReturn(api, { ...done, value: 'cancelled' }))).toBe(302);
    expect(await codeOf(resolveVerificationReturn(api, { ...done, value: 'rejected' }))).toBe(303);
    call.mockResolvedValueOnce({ ok: true, data: { error: 303 } });
    expect(await codeOf(resolveVerificationReturn(api, done))).toBe(303);
    call.mockResolvedValueOnce({ ok: true, data: { status: 'expired' } });
    expect(await codeOf(resolveVerificationReturn(api, done))).toBe(302);
    call.mockResolvedValueOnce({ ok: false, error: { errorCode: 286, kind: 'server' } } as never);
    expect(await codeOf(resolveVerificationReturn(api, done))).toBe(286);
    // cancelled and rejected returns never ask the platform
    expect(call).toHaveBeenCalledTimes(4);
  });
});
