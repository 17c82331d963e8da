import { TIMEOUTS } from '../timeouts';
import type { DecimalString, EndpointTable } from './definition';

/**
 * Continue play (spec 2 §3 "Resume entities", §4 "Resume-play flow", §7): the resume submit
 * (creates a payment, so it carries the attempt's idempotency key), the login status polled while
 * waiting and the login-finish call a provider frame asks for on `confirm`.
 */

export interface ResumeSubmitPayload {
  method: number;
  /** ISO alpha-3; the pay-and-play method 440001 needs it */
  country?: string;
  amount: DecimalString;
}

/** The resume response (spec 2 §3): the provider's page, opened in a frame or in the top window. */
export interface ResumeSubmitResult {
  type: 'form' | 'frame';
  url: string;
  method?: 'GET' | 'POST';
  target?: string;
  params?: { name: string; value: string }[];
  token: string;
  methodId: number;
  reference: string;
  providerReference?: string;
  /** the method's provider (iframeless providers of the settings are opened in the top window on mobile) */
  providerId: number;
}

export type ResumeLoginStatusValue = 'init' | 'pending' | 'ok' | 'error' | 'cancelled' | 'failed' | 'rejected' | 'limitExceeded';

export interface ResumeLoginStatus {
  status: ResumeLoginStatusValue;
  loginCode?: string;
  token?: string;
}

export interface ResumeEndpoints {
  resumeSubmit: { payload: ResumeSubmitPayload; data: ResumeSubmitResult; creates: 'deposit' };
  resumeLoginStatus: { payload: { token: string }; data: ResumeLoginStatus };
  resumeLoginFinish: { payload: { reference: string; providerReference?: string }; data: { redirectUrl: string } };
}

export const RESUME_ENDPOINTS = {
  resumeSubmit: { method: 'POST', path: '/payment/resume', timeoutMs: TIMEOUTS.default, creates: 'deposit' },
  resumeLoginStatus: { method: 'GET', path: '/payment/resume/login-status', timeoutMs: TIMEOUTS.details },
  resumeLoginFinish: { method: 'POST', path: '/payment/resume/login-finish', timeoutMs: TIMEOUTS.default },
} as const satisfies EndpointTable<ResumeEndpoints>;
