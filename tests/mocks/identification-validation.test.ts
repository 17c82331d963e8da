import { describe, expect, it } from 'vitest';
import type { IdentifyPayload } from '../../src/api/endpoints';
import { createApiClient } from '../../src/api/create-api-client';
import { MOCK_BASE, setUpMockPlatform } from './mock-platform-harness';
import { EST_PERSONAL_CODE, LTU_PERSONAL_CODE, LTU_PHONE } from './identification-steps';
import { APP_ORIGIN, setUpProviderServer } from './provider-harness';

const provider = setUpProviderServer();
const client = createApiClient({ baseUrl: MOCK_BASE });

/** The field errors of a 196, else the error code, or 'accepted'. */
async function fieldErrors(payload: IdentifyPayload): Promise<unknown> {
  const result = await client.call('identify', payload);
  if (result.ok) return 'accepted';
  return result.error.errorCode === 196 ? result.error.errorDetails?.fields : result.error.errorCode;
}

describe('mock platform: identification input checks (196 per field)', () => {
  setUpMockPlatform({}, { providerOrigin: () => provider.url });
  it.each([
    [{ method: 'smartId', purpose: 'login' }, [{ field: 'personalCode', code: 'required' }]],
    [{ method: 'smartId', purpose: 'login', personalCode: '49005170277' }, [{ field: 'personalCode', code: 'lt-personal-code' }]],
    [{ method: 'smartId', purpose: 'login', personalCode: 'abc' }, [{ field: 'personalCode', code: 'lt-personal-code' }]],
    [{ method: 'smartId', purpose: 'login', personalCode: LTU_PERSONAL_CODE }, 'accepted'],
    [{ method: 'mobileId', purpose: 'login', personalCode: LTU_PERSONAL_CODE }, [{ field: 'phoneNumber', code: 'required' }]],
    [{ method: 'mobileId', purpose: 'login', personalCode: LTU_PERSONAL_CODE, phoneNumber: '+36201234567' }, [{ field: 'phoneNumber', code: 'phone' }]],
    [{ method: 'mobileId', purpose: 'login', personalCode: LTU_PERSONAL_CODE, phoneNumber: '+3706123456' }, [{ field: 'phoneNumber', code: 'phone' }]],
    [
      { method: 'mobileId', purpose: 'login', personalCode: '1', phoneNumber: '' },
      [
        { field: 'personalCode', code: 'lt-personal-code' },
        { field: 'phoneNumber', code: 'required' },
      ],
    ],
    [{ method: 'mobileId', purpose: 'login', personalCode: EST_PERSONAL_CODE, phoneNumber: LTU_PHONE }, 'accepted'],
    [{ method: 'trustly', purpose: 'login' }, [{ field: 'returnOrigin', code: 'required' }]],
    [{ method: 'cddn', purpose: 'login', returnOrigin: `${APP_ORIGIN}/path` }, [{ field: 'returnOrigin', code: 'invalid' }]],
    [{ method: 'top', purpose: 'login', returnOrigin: 'javascript:alert(1)' }, [{ field: 'returnOrigin', code: 'invalid' }]],
    [{ method: 'idin', purpose: 'login', returnOrigin: APP_ORIGIN }, 'accepted'],
    [{ method: 'trustly', purpose: 'deposit', returnOrigin: APP_ORIGIN }, [{ field: 'purpose', code: 'oneOf' }]],
  ] as [IdentifyPayload, unknown][])('%j → %j', async (payload, expected) => {
    expect(await fieldErrors(payload)).toEqual(expected);
  });

  it('refuses zignSec unless be.zignSecActive (297)', async () => {
    expect(await fieldErrors({ method: 'zignSec', purpose: 'login', returnUrl: `${APP_ORIGIN}/` })).toBe(297);
  });

  it('answers an unknown method with 101', async () => {
    expect(await fieldErrors({ method: 'bankId' as IdentifyPayload['method'], purpose: 'login' })).toBe(101);
  });
});

describe('mock platform: iDin bank choice while the dropdown is on', () => {
  setUpMockPlatform({ beSettings: { idinBanksDropdownEnabled: true, idinBanks: [{ bic: 'INGBNL2A', name: 'ING' }] } }, { providerOrigin: () => provider.url });
  it.each([
    [undefined, [{ field: 'bic', code: 'required' }]],
    ['RABONL2U', [{ field: 'bic', code: 'oneOf' }]],
    ['INGBNL2A', 'accepted'],
  ])('bic %s → %j', async (bic, expected) => {
    const payload: IdentifyPayload = { method: 'idin', purpose: 'login', returnOrigin: APP_ORIGIN, ...(bic ? { bic } : {}) };
    expect(await fieldErrors(payload)).toEqual(expected);
  });

  it('serves the overrides in the be settings group', async () => {
    const served = await client.call('settings', { group: 'be' });
    expect(served.ok && served.data).toMatchObject({ idinBanksDropdownEnabled: true, idinBanks: [{ bic: 'INGBNL2A', name: 'ING' }] });
  });
});

describe('mock platform: zignSec needs a return url', () => {
  setUpMockPlatform({ beSettings: { zignSecActive: true } }, { providerOrigin: () => provider.url });
  it.each([
    [undefined, [{ field: 'returnUrl', code: 'required' }]],
    ['/relative', [{ field: 'returnUrl', code: 'invalid' }]],
    [`${APP_ORIGIN}/login`, 'accepted'],
  ])('returnUrl %s → %j', async (returnUrl, expected) => {
    const payload: IdentifyPayload = { method: 'zignSec', purpose: 'login', ...(returnUrl ? { returnUrl } : {}) };
    expect(await fieldErrors(payload)).toEqual(expected);
  });
});
