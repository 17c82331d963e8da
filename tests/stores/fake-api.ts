import type { ApiError, ApiResult } from '../../src/api/api-error';
import type { AccountDetails, PlayerSummary, Wallet } from '../../src/api/endpoints';
import type { EndpointName } from '../../src/api/endpoints';
import type { ApiPort } from '../../src/stores/api-port';

export type FakeHandler = (payload: unknown, options?: { timeoutMs?: number }) => ApiResult<unknown> | Promise<ApiResult<unknown>>;

export interface FakeCall {
  endpoint: string;
  payload: unknown;
  options?: { timeoutMs?: number };
}

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
export const fail = (errorCode: number | string, extra: Partial<ApiError> = {}): ApiResult<never> => ({
  ok: false,
  error: { errorCode, kind: 'server', ...extra },
});

export const PLAYER: PlayerSummary = {
  id: '1001',
  publicUserId: 'p-1001',
  email: 'anna@example.com',
  nickName: 'Anna',
  userName: 'anna',
  fullName: 'Anna Kovács',
  country: 'HUN',
  currency: 'EUR',
  language: 'en',
  birthDate: '1990-01-01',
  emailVerified: true,
  phoneVerified: true,
  verified: true,
  firstLogin: false,
  hasPassword: true,
};

export const DETAILS = {
  publicUserId: 'p-1001',
  firstLogin: false,
  nickName: 'Anna',
  userName: 'anna',
  email: 'anna@example.com',
} as AccountDetails;

export const WALLET = { currency: 'EUR', cash: '1234.5', promo: '0', balance: '1234.5' } as Wallet;

/** Answers of a healthy platform for a visitor; tests override single endpoints. */
export function defaultHandlers(): Partial<Record<EndpointName, FakeHandler>> {
  return {
    settings: (payload) =>
      ok((payload as { group: string }).group === 'fe' ? { allowedCountries: [], passwordLimits: { min: 6 } } : { zignSecActive: false }),
    languages: () =>
      ok([
        { code: 'en', name: 'English' },
        { code: 'hu', name: 'Magyar' },
        { code: 'sv', name: 'Svenska' },
      ]),
    pages: () => ok([{ key: 'privacy-policy', title: 'Privacy policy', body: '# Privacy\n\nWe keep your data safe.' }]),
    translations: () => ok({}),
    session: () => ok({ loggedIn: false }),
    login: () => ok({ player: PLAYER }),
    loginByToken: () => ok({ player: PLAYER }),
    logout: () => ok({}),
    accountDetails: () => ok(DETAILS),
    wallet: () => ok(WALLET),
    changeLanguage: () => ok({}),
    activate: () => ok({}),
    countryDetect: () => ok({ country: 'HUN' }),
  };
}

/** A fake api client recording its calls; an endpoint without a handler fails like a dead server. */
export function fakeApi(overrides: Partial<Record<EndpointName, FakeHandler>> = {}) {
  const handlers = { ...defaultHandlers(), ...overrides };
  const calls: FakeCall[] = [];
  const api = {
    async call(endpoint: EndpointName, payload?: unknown, options?: { timeoutMs?: number }) {
      calls.push({ endpoint, payload, options });
      const handler = handlers[endpoint];
      if (!handler) return { ok: false, error: { errorCode: 0, kind: 'network' } };
      return handler(payload, options);
    },
  } as unknown as ApiPort;
  const callsOf = (endpoint: EndpointName) => calls.filter((call) => call.endpoint === endpoint);
  return { api, calls, callsOf };
}
