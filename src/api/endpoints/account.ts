import { TIMEOUTS } from '../timeouts';
import type { DecimalString, EmptyData, EndpointTable } from './definition';

/** The logged-in player's account: details and interface language (spec 1 §7, spec 3 §4). */
export interface AccountDetails {
  publicUserId: string;
  firstLogin: boolean;
  fullName: string;
  firstName: string;
  lastName: string;
  nickName: string;
  userName: string;
  email: string;
  birthDate: string;
  gender: string;
  country: string;
  city: string;
  address: string;
  zipCode: string;
  phoneNumber: string;
  currency: string;
  language: string;
  receiveEmail: boolean;
  receiveSms: boolean;
  receivePushNotification: boolean;
  hasPassword: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  /** player groups that group-marked content is shown to (spec 3 §4; case-insensitive) */
  groups?: string[];
  /** the platform suspects a minor (age not yet proven): body class potential-minor (spec 3 §4) */
  potentialMinor?: boolean;
  /** identity verified (documents / provider); the side menu offers verification until it is */
  verified?: boolean;
  /** the player came through pay-and-play (spec 3 §6 onlyNotPayAndPlay) */
  payAndPlay?: boolean;
  /** the country whose rules apply to the player (ISO3 / market id, e.g. "SWE"); absent: the served settings' market */
  appliedCountryRules?: string;
  /** bonus campaigns the player can take up now: the balance button's count (spec 3 §2) */
  availableBonusCount?: number;
  /** amount of a permanent net deposit limit, when one is set (the net-deposit-threshold menu item) */
  permanentNetDepositLimit?: DecimalString | null;
}

export interface ChangeLanguagePayload {
  language: string;
}

/** Where the age-verification provider takes the player (spec 1 §7 "initialise age verification (response redirectUrl, then the browser is redirected)"). */
export interface AgeVerificationStarted {
  redirectUrl: string;
}

export interface AccountEndpoints {
  accountDetails: { payload: undefined; data: AccountDetails };
  changeLanguage: { payload: ChangeLanguagePayload; data: EmptyData };
  /** starts an age verification at the provider for the logged-in player (a creating call: one per attempt key) */
  initAgeVerification: { payload: undefined; data: AgeVerificationStarted; creates: 'ageVerification' };
}

export const ACCOUNT_ENDPOINTS = {
  // the balance popover passes TIMEOUTS.balancePopover (100 ms) per call
  accountDetails: { method: 'GET', path: '/player/accountDetails', timeoutMs: TIMEOUTS.details },
  changeLanguage: { method: 'POST', path: '/player/changeLanguage', timeoutMs: TIMEOUTS.default },
  initAgeVerification: { method: 'POST', path: '/player/ageVerification', timeoutMs: TIMEOUTS.default, creates: 'ageVerification' },
} as const satisfies EndpointTable<AccountEndpoints>;
