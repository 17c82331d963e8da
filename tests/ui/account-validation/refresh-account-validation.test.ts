import { describe, expect, it, vi } from 'vitest';
import type { ApiPort } from '../../../src/stores/api-port';
import { ACCOUNT_VALIDATION_CACHED_ENDPOINTS, refreshAccountValidation } from '../../../src/ui/account-validation/refresh-account-validation';

describe('refreshAccountValidation (spec 1 §4: after an automatic provider is done)', () => {
  it('clears the cached documents, verification and deposit details first, then refetches the status and reloads the details', async () => {
    const order: string[] = [];
    const api = {
      clearCache: vi.fn(() => order.push('clearCache')),
      call: vi.fn((endpoint: string) => {
        order.push(endpoint);
        return Promise.resolve({ ok: true, data: { status: 'approved' } });
      }),
    } as unknown as ApiPort;
    const reloadDetails = vi.fn(() => {
      order.push('reloadDetails');
      return Promise.resolve(null);
    });
    expect(await refreshAccountValidation({ api, reloadDetails })).toEqual({ ok: true, status: 'approved' });
    expect(order).toEqual(['clearCache', 'accountVerificationStatus', 'reloadDetails']);
    expect(api.clearCache).toHaveBeenCalledWith(ACCOUNT_VALIDATION_CACHED_ENDPOINTS);
    expect(ACCOUNT_VALIDATION_CACHED_ENDPOINTS).toEqual(expect.arrayContaining(['documents', 'accountVerificationStatus', 'depositDetails']));
  });

  it('a failed status call is the failure (the caller notifies an error), the details are still reloaded', async () => {
    const api = { call: vi.fn(() => Promise.resolve({ ok: false, error: { errorCode: 297, kind: 'server' } })) } as unknown as ApiPort;
    const reloadDetails = vi.fn(() => Promise.resolve(null));
    expect(await refreshAccountValidation({ api, reloadDetails })).toEqual({ ok: false, error: { errorCode: 297, kind: 'server' } });
    expect(reloadDetails).toHaveBeenCalledTimes(1);
  });
});
