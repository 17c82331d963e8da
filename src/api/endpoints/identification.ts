import { TIMEOUTS } from '../timeouts';
import type { EndpointTable } from './definition';

/** Third-party identification: start, the 500 ms waiting request, the result submission (spec 1 §3, §4, §7). */

/** Identification methods of spec 1 §2–§4 that go through a provider (not the password). */
export type IdentificationMethod =
  | 'smartId'
  | 'mobileId'
  | 'idin'
  | 'trustly'
  | 'payAndPlay'
  | 'loginToPlay'
  | 'cddn'
  | 'top'
  | 'zignSec';

/** Start an identification (spec 1 §3 "Identification call"); `purpose` tells the platform what follows. */
export interface IdentifyPayload {
  method: IdentificationMethod;
  purpose: 'login' | 'registration' | 'verification';
  personalCode?: string;
  /** mobileId only: a Lithuanian number (+370…) */
  phoneNumber?: string;
  /** iDin bank (BIC) when the bank dropdown is on */
  bic?: string;
  /** redirect methods (zignSec): where the provider sends the browser back to */
  returnUrl?: string;
  /** window and iframe methods: the app origin the provider page posts its message to */
  returnOrigin?: string;
}

/**
 * Answer of the identification call: code-based methods (Smart-ID, Mobile-ID) get a control
 * `code` and its `expirationTime`; window and iframe methods a provider `url`; redirect methods
 * a `zignSecRedirectUrl`. `identificationToken` is the token of the waiting request and of the
 * result submission (`titanToken`).
 */
export interface IdentifyData {
  identificationToken: string;
  code?: string;
  /** ISO date-time */
  expirationTime?: string;
  url?: string;
  zignSecRedirectUrl?: string;
}

/** What the provider identified (external data details); `authorizationToken` logs in at once. */
export interface IdentifiedDetails {
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  gender?: string;
  nationalIdNumber?: string;
  country?: string;
  email?: string;
  phoneNumber?: string;
  authorizationToken?: string;
}

/**
 * Third-party identification result (spec 1 §3): a `loginToken` means the person is registered
 * (logged in at once with `autoLogin`); else `registrationToken` and `details` prefill the
 * registration. `status: 'expired'` and `error` end the identification.
 */
export interface IdentificationResult {
  loginToken?: string;
  autoLogin?: boolean;
  registrationToken?: string;
  gender?: string;
  details?: IdentifiedDetails;
  status?: 'expired';
  error?: number;
}

export interface IdentificationWaitPayload {
  token: string;
}

/** Verification result submission: the method plus the provider's token (spec 1 §7). */
export interface IdentificationResultPayload {
  method: IdentificationMethod;
  titanToken: string;
}

export interface IdentificationEndpoints {
  identify: { payload: IdentifyPayload; data: IdentifyData };
  identificationWait: { payload: IdentificationWaitPayload; data: IdentificationResult };
  identificationResult: { payload: IdentificationResultPayload; data: IdentificationResult };
}

export const IDENTIFICATION_ENDPOINTS = {
  identify: { method: 'POST', path: '/identification/start/{method}', timeoutMs: TIMEOUTS.default },
  identificationWait: { method: 'POST', path: '/identification/wait', timeoutMs: TIMEOUTS.waitingRequest },
  identificationResult: { method: 'POST', path: '/identification/result', timeoutMs: TIMEOUTS.default },
} as const satisfies EndpointTable<IdentificationEndpoints>;
