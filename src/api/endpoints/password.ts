import { TIMEOUTS } from '../timeouts';
import type { EmptyData, EndpointTable } from './definition';

/** Password recovery and change (spec 1 §2, §4). */
export interface ForgotPasswordPayload {
  email: string;
}

export interface ResetPasswordPayload {
  activationCode: string;
  newPassword: string;
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
}

export interface PasswordEndpoints {
  forgotPassword: { payload: ForgotPasswordPayload; data: EmptyData };
  resetPassword: { payload: ResetPasswordPayload; data: EmptyData };
  changePassword: { payload: ChangePasswordPayload; data: EmptyData };
}

export const PASSWORD_ENDPOINTS = {
  forgotPassword: { method: 'POST', path: '/player/password/forgot', timeoutMs: TIMEOUTS.default },
  resetPassword: { method: 'POST', path: '/player/password/reset', timeoutMs: TIMEOUTS.default },
  changePassword: { method: 'POST', path: '/player/password/change', timeoutMs: TIMEOUTS.default },
} as const satisfies EndpointTable<PasswordEndpoints>;
