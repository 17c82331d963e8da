import { TIMEOUTS } from '../timeouts';
import type { EmptyData, EndpointTable } from './definition';
import type { PlayerSummary } from './session';
import type { RegistrationCampaign } from '../../engine/runtime-inputs/runtime-input-types';

/** Registration (regular and through a provider), activation and registration campaigns (spec 1 §4, §7). */

/** Registration form data; `step` names the form page being checked (validate only). */
export type RegistrationPayload = Record<string, unknown> & { step?: string };

export interface RegisterData {
  activationRequired: boolean;
  verificationRequired: boolean;
  autoLogin: boolean;
  player?: PlayerSummary;
}

export interface ActivatePayload {
  activationCode: string;
}

export interface RegistrationEndpoints {
  validateRegistration: { payload: RegistrationPayload; data: EmptyData };
  register: { payload: RegistrationPayload; data: RegisterData; creates: 'registration' };
  registerViaMobileId: { payload: RegistrationPayload; data: RegisterData; creates: 'registration' };
  registerViaSmartId: { payload: RegistrationPayload; data: RegisterData; creates: 'registration' };
  registerViaCddnV3: { payload: RegistrationPayload; data: RegisterData; creates: 'registration' };
  activate: { payload: ActivatePayload; data: EmptyData };
  campaigns: { payload: undefined; data: RegistrationCampaign[] };
}

export const REGISTRATION_ENDPOINTS = {
  validateRegistration: { method: 'POST', path: '/player/register/validate', timeoutMs: TIMEOUTS.default },
  register: { method: 'POST', path: '/player/register', timeoutMs: TIMEOUTS.default, creates: 'registration' },
  registerViaMobileId: { method: 'POST', path: '/player/register/mobileId', timeoutMs: TIMEOUTS.default, creates: 'registration' },
  registerViaSmartId: { method: 'POST', path: '/player/register/smartId', timeoutMs: TIMEOUTS.default, creates: 'registration' },
  registerViaCddnV3: { method: 'POST', path: '/player/register/cddnV3', timeoutMs: TIMEOUTS.default, creates: 'registration' },
  activate: { method: 'POST', path: '/player/activate', timeoutMs: TIMEOUTS.default },
  campaigns: { method: 'GET', path: '/campaigns/registration', timeoutMs: TIMEOUTS.default },
} as const satisfies EndpointTable<RegistrationEndpoints>;
