import { TIMEOUTS } from '../timeouts';
import type { EmptyData, EndpointTable } from './definition';

/**
 * The profile pages (spec 3 §2 "Profile details", §4 "Consents", §7 "profile update"): what the
 * player may edit, what is locked after verification, the consents, account closure, the
 * account's activity and stored payment details.
 */
export interface ProfileDetails {
  publicUserId: string;
  userName: string;
  nickName: string;
  email: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: string;
  country: string;
  /** state / province where the country has states (fe.countryStates); '' otherwise */
  state: string;
  city: string;
  address: string;
  zipCode: string;
  phoneNumber: string;
  currency: string;
  receiveEmail: boolean;
  receiveSms: boolean;
  receivePushNotification: boolean;
  hasPassword: boolean;
  verified: boolean;
}

export interface ProfileData {
  details: ProfileDetails;
  /** fields the player cannot change (verified identity, verified e-mail): shown locked, changed only through support */
  lockedFields: string[];
}

/** What the profile form sends: only the fields the player may change; locked ones are refused (213). */
export interface UpdateProfilePayload {
  nickName?: string;
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  gender?: string;
  country?: string;
  state?: string;
  city?: string;
  address?: string;
  zipCode?: string;
  phoneNumber?: string;
  receiveEmail?: boolean;
  receiveSms?: boolean;
  receivePushNotification?: boolean;
}

export interface CloseAccountPayload {
  /** ask the operator to delete the personal data too (login then answers 112 "deleted") */
  requestDeletion: boolean;
  /** the password dialog's answer; absent for a player without a password */
  password?: string;
}

export type ActivityKind = 'login' | 'logout' | 'failedLogin' | 'profileUpdate' | 'passwordChange';

export interface ActivityEntry {
  at: string;
  kind: ActivityKind;
  ipAddress: string;
  device: string;
}

export interface ActivityData {
  entries: ActivityEntry[];
}

/** A stored payment detail (spec 2 §3): blocked by a document, manually, or after verification. */
export interface StoredPaymentDetailView {
  storedDetailReference: number;
  method: 'card' | 'bankAccount' | 'eWallet';
  description: string;
  addedAt: string;
  blocked: 'none' | 'byDocument' | 'manually' | 'verified';
  /** blocked by document, and the player's document for it is waiting for the back office's review */
  documentUploaded?: boolean;
}

export interface PaymentDetailsData {
  details: StoredPaymentDetailView[];
}

export interface ProfileEndpoints {
  profile: { payload: undefined; data: ProfileData };
  updateProfile: { payload: UpdateProfilePayload; data: ProfileData };
  closeAccount: { payload: CloseAccountPayload; data: EmptyData };
  playerActivity: { payload: undefined; data: ActivityData };
  paymentDetails: { payload: undefined; data: PaymentDetailsData };
}

export const PROFILE_ENDPOINTS = {
  profile: { method: 'GET', path: '/player/profile', timeoutMs: TIMEOUTS.details },
  updateProfile: { method: 'POST', path: '/player/updateProfile', timeoutMs: TIMEOUTS.default },
  closeAccount: { method: 'POST', path: '/player/closeAccount', timeoutMs: TIMEOUTS.default },
  playerActivity: { method: 'GET', path: '/player/activity', timeoutMs: TIMEOUTS.details },
  paymentDetails: { method: 'GET', path: '/player/paymentDetails', timeoutMs: TIMEOUTS.details },
} as const satisfies EndpointTable<ProfileEndpoints>;
