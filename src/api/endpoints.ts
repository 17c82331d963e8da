import type { EndpointTypes } from './endpoint-types';
import { TIMEOUTS } from './timeouts';

export type HttpMethod = 'GET' | 'POST';

export interface EndpointDefinition {
  method: HttpMethod;
  /** relative to the API base; `{name}` segments are filled from the payload */
  path: string;
  timeoutMs: number;
}

export type EndpointName = keyof EndpointTypes;

/** The one endpoint table: the client calls these and the mock platform implements them. */
export const ENDPOINTS: Readonly<Record<EndpointName, EndpointDefinition>> = {
  settings: { method: 'GET', path: '/settings', timeoutMs: TIMEOUTS.default },
  languages: { method: 'GET', path: '/languages', timeoutMs: TIMEOUTS.default },
  translations: { method: 'GET', path: '/translations/{lang}', timeoutMs: TIMEOUTS.default },
  pages: { method: 'GET', path: '/pages', timeoutMs: TIMEOUTS.default },
  serverTime: { method: 'GET', path: '/time', timeoutMs: TIMEOUTS.default },
  session: { method: 'GET', path: '/player/session', timeoutMs: TIMEOUTS.default },
  login: { method: 'POST', path: '/player/login', timeoutMs: TIMEOUTS.default },
  loginByToken: { method: 'POST', path: '/player/loginByToken', timeoutMs: TIMEOUTS.default },
  logout: { method: 'POST', path: '/player/logout', timeoutMs: TIMEOUTS.default },
  validateRegistration: { method: 'POST', path: '/player/register/validate', timeoutMs: TIMEOUTS.default },
  register: { method: 'POST', path: '/player/register', timeoutMs: TIMEOUTS.default },
  registerViaMobileId: { method: 'POST', path: '/player/register/mobileId', timeoutMs: TIMEOUTS.default },
  registerViaSmartId: { method: 'POST', path: '/player/register/smartId', timeoutMs: TIMEOUTS.default },
  registerViaCddnV3: { method: 'POST', path: '/player/register/cddnV3', timeoutMs: TIMEOUTS.default },
  // third-party identification (spec 1 §3, §4, §7): start, the 500 ms waiting request, the result submission
  identify: { method: 'POST', path: '/identification/start/{method}', timeoutMs: TIMEOUTS.default },
  identificationWait: { method: 'POST', path: '/identification/wait', timeoutMs: TIMEOUTS.waitingRequest },
  identificationResult: { method: 'POST', path: '/identification/result', timeoutMs: TIMEOUTS.default },
  activate: { method: 'POST', path: '/player/activate', timeoutMs: TIMEOUTS.default },
  // password recovery and change (spec 1 §2, §4)
  forgotPassword: { method: 'POST', path: '/player/password/forgot', timeoutMs: TIMEOUTS.default },
  resetPassword: { method: 'POST', path: '/player/password/reset', timeoutMs: TIMEOUTS.default },
  changePassword: { method: 'POST', path: '/player/password/change', timeoutMs: TIMEOUTS.default },
  // the balance popover passes TIMEOUTS.balancePopover (100 ms) per call
  accountDetails: { method: 'GET', path: '/player/accountDetails', timeoutMs: TIMEOUTS.details },
  wallet: { method: 'GET', path: '/player/wallet', timeoutMs: TIMEOUTS.details },
  changeLanguage: { method: 'POST', path: '/player/changeLanguage', timeoutMs: TIMEOUTS.default },
  campaigns: { method: 'GET', path: '/campaigns/registration', timeoutMs: TIMEOUTS.default },
  countryDetect: { method: 'GET', path: '/geo/country', timeoutMs: TIMEOUTS.default },
  // startup (spec 1 §2, §9): the curtain waits for the game menu; protection replaces the site
  gameMenu: { method: 'GET', path: '/games/menu', timeoutMs: TIMEOUTS.default },
  protection: { method: 'GET', path: '/protection', timeoutMs: TIMEOUTS.default },
};
