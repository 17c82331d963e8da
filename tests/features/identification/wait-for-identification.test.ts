import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../src/api/api-error';
import type { IdentificationResult } from '../../../src/api/endpoints';
import type { ApiPort } from '../../../src/stores/api-port';
import { waitForIdentification } from '../../../src/features/identification/wait-for-identification';

const TIMEOUT: ApiResult<never> = { ok: false, error: { errorCode: 0, kind: 'timeout' } };

/** An api whose waiting request answers from the queue; the last answer repeats. */
function fakeApi(answers: ApiResult<IdentificationResult>[]) {
  const call = vi.fn((_name: string, _payload: unknown, _options?: { signal?: AbortSignal }) => Promise.resolve(answers.length > 1 ? answers.shift()! : answers[0]!));
  return { api: { call } as unknown as ApiPort, call };
}

const timeouts = (n: number) => Array.from({ length: n }, () => TIMEOUT);

describe('waitForIdentification', () => {
  it('repeats the waiting request after every time-out and returns the result', async () => {
    const result = { loginToken: 'lt-1', autoLogin: true };
    const { api, call } = fakeApi([...timeouts(3), { ok: true, data: result }]);
    const signal = new AbortController().signal;
    await expect(waitForIdentification(api, 'tok-1', signal)).resolves.toEqual({ kind: 'result', result });
    expect(call).toHaveBeenCalledTimes(4);
    for (const args of call.mock.calls) expect(args).toEqual(['identificationWait', { token: 'tok-1' }, { signal }]);
  });

  it('returns a registration token or details as a result too', async () => {
    const result = { registrationToken: 'rt', details: { birthDate: '1990-01-01' } };
    const { api } = fakeApi([{ ok: true, data: result }]);
    await expect(waitForIdentification(api, 't', new AbortController().signal)).resolves.toEqual({ kind: 'result', result });
  });

  it('keeps waiting on an empty answer (the platform still waits)', async () => {
    const { api, call } = fakeApi([{ ok: true, data: {} }, TIMEOUT, { ok: true, data: { loginToken: 'lt' } }]);
    await expect(waitForIdentification(api, 't', new AbortController().signal)).resolves.toMatchObject({ kind: 'result' });
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('paces immediate "still waiting" answers to one request per 500 ms', async () => {
    vi.useFakeTimers();
    try {
      const { api, call } = fakeApi([{ ok: true, data: {} }, { ok: true, data: { loginToken: 'lt' } }]);
      const waiting = waitForIdentification(api, 't', new AbortController().signal);
      await vi.advanceTimersByTimeAsync(0);
      expect(call).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(499);
      expect(call).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(waiting).resolves.toMatchObject({ kind: 'result' });
      expect(call).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up as expired shortly after the code expired, even while every request times out', async () => {
    let clock = 1_000_000;
    const { api, call } = fakeApi(timeouts(1));
    call.mockImplementation(() => {
      clock += 600;
      return Promise.resolve(TIMEOUT);
    });
    const expiresAt = 1_000_000 + 2000;
    await expect(waitForIdentification(api, 't', new AbortController().signal, expiresAt, () => clock)).resolves.toEqual({ kind: 'expired' });
    // 2 s to the expiry + 5 s grace at 600 ms per request
    expect(call.mock.calls.length).toBeGreaterThanOrEqual(11);
    expect(call.mock.calls.length).toBeLessThanOrEqual(13);
  });

  it('says expired for status expired', async () => {
    const { api } = fakeApi([TIMEOUT, { ok: true, data: { status: 'expired' } }]);
    await expect(waitForIdentification(api, 't', new AbortController().signal)).resolves.toEqual({ kind: 'expired' });
  });

  it('turns an error number of the answer into a server error', async () => {
    const { api } = fakeApi([{ ok: true, data: { error: 303 } }]);
    await expect(waitForIdentification(api, 't', new AbortController().signal)).resolves.toEqual({ kind: 'error', error: { errorCode: 303, kind: 'server' } });
  });

  it('returns a failed call that is not a time-out as the error', async () => {
    const error = { errorCode: 0, kind: 'network' as const };
    const { api, call } = fakeApi([TIMEOUT, { ok: false, error }]);
    await expect(waitForIdentification(api, 't', new AbortController().signal)).resolves.toEqual({ kind: 'error', error });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('stops with the abort reason instead of repeating', async () => {
    const controller = new AbortController();
    const reason = new Error('cancel');
    let calls = 0;
    const api = {
      call: () => {
        calls += 1;
        if (calls === 2) controller.abort(reason);
        return Promise.resolve(TIMEOUT);
      },
    } as unknown as ApiPort;
    await expect(waitForIdentification(api, 't', controller.signal)).rejects.toBe(reason);
    expect(calls).toBe(2);
  });
});
