import { TIMEOUTS } from '../timeouts';
import type { EndpointTable } from './definition';
import type { IdentificationMethod } from './identification';

/** Verification (spec 1 §3, §4, §7): phone and e-mail codes, identity verification, the AML questionnaire. */

/** The two contact channels a code verifies. */
export type ContactChannel = 'phoneNumber' | 'email';

/** The last code message of a channel: `expired` after its validity, `verified` once its code was accepted. */
export interface ContactTransaction {
  expired: boolean;
  verified: boolean;
}

/** One channel's verification state (spec 1 §3 "Phone/e-mail verification per channel"). */
export interface ContactChannelStatus {
  /** the platform asks the player to verify this channel now */
  ask: boolean;
  /** the channel is not verified yet */
  needed: boolean;
  /** code entries left for the current transaction (0: exhausted, contact support) */
  remainingAttempts: number;
  lastTransaction: ContactTransaction | null;
  /** code messages sent so far */
  sentNumber: number;
  /** the channel's current value (phone number or e-mail address) */
  value: string;
}

export type ContactVerificationStatus = Record<ContactChannel, ContactChannelStatus>;

export interface ContactChannelPayload {
  channel: ContactChannel;
}

export interface VerifyContactCodePayload extends ContactChannelPayload {
  code: string;
}

/** A new phone number or e-mail address; the channel's own validator checks it (spec 1 §5). */
export interface UpdateContactPayload extends ContactChannelPayload {
  phoneNumber?: string;
  email?: string;
}

/**
 * Identity verification with a provider's identification (Smart-ID, Mobile-ID, …): the token the
 * identification answered — a registration token for a person the platform does not know as a
 * player, a login token for a registered one.
 */
export interface VerifyIdentityPayload {
  method: IdentificationMethod;
  registrationToken?: string;
  loginToken?: string;
}

export interface VerifyIdentityData {
  verified: true;
}

/** Starts an iDenfy identity verification (spec 1 §2, §4 "Identity frame"): the frame posts to `returnOrigin`. */
export interface StartIdenfyPayload {
  returnOrigin: string;
}

/** The provider session: its token and the frame's URL (spec 1 §3 "Verification call: verificationToken"). */
export interface StartIdenfyData {
  verificationToken: string;
  url: string;
}

/** Where an iDenfy verification stands: `pending` while the provider still decides (it may take 2–3 minutes). */
export type IdenfyVerificationStatus = 'pending' | 'approved' | 'failed' | 'cancelled' | 'expired';

export interface IdenfyStatusData {
  status: IdenfyVerificationStatus;
}

/** The automatic identity providers of account validation (spec 1 §4), each behind its back-end flag. */
export const AUTOMATIC_VERIFICATION_PROVIDERS = ['veriff', 'ondato', 'sumsub'] as const;
export type AutomaticVerificationProvider = (typeof AUTOMATIC_VERIFICATION_PROVIDERS)[number];

/**
 * Starts an automatic identity verification: the provider's page sends its frame back to
 * `returnUrl` (the app's /interfaces/message.html with the channel nonce in its fragment) when done.
 */
export interface StartAutomaticVerificationPayload {
  provider: AutomaticVerificationProvider;
  returnUrl: string;
}

/** spec 1 §3 "Verification provider data: verificationUrl (… one with a type chosen for an automatic identity service)" */
export interface StartAutomaticVerificationData {
  verificationUrl: string;
}

/**
 * The player's identity verification as the platform sees it now (spec 1 §4 "Account validation":
 * refetched after an automatic provider is done): `approved` once verified, `pending` while a
 * provider or a reviewer still decides, `rejected` when the last attempt failed, `none` before any.
 */
export interface AccountVerificationStatusData {
  status: 'approved' | 'pending' | 'rejected' | 'none';
}

/** Step-1 data of the AML questionnaire: the profile's values, which decide what is read-only. */
export interface AmlQuestionnaireData {
  firstName: string;
  lastName: string;
  nationalIdNumber: string;
  birthDate: string;
  phoneNumber: string;
  citizenship: string;
  citizenshipEditable: boolean;
  city: string;
  address: string;
  pep: boolean;
}

/** What the AML questionnaire sends (spec 1 §3): exactly these fields, never the read-only ones. */
export interface AmlQuestionnairePayload {
  citizenship: string;
  city: string;
  address: string;
  payment: string;
  game: string;
  sourceOfFund: string;
  sourceOfFundOther: string;
  confirmInformationCorrect: boolean;
  confirmUseForLegalPurposes: boolean;
  confirmPersonalDataUsage: boolean;
  confirmTrueOwner: boolean;
}

export interface VerificationEndpoints {
  contactVerificationStatus: { payload: undefined; data: ContactVerificationStatus };
  sendContactCode: { payload: ContactChannelPayload; data: ContactChannelStatus; creates: 'verificationCode' };
  verifyContactCode: { payload: VerifyContactCodePayload; data: ContactChannelStatus };
  updateContact: { payload: UpdateContactPayload; data: ContactChannelStatus };
  verifyIdentity: { payload: VerifyIdentityPayload; data: VerifyIdentityData; creates: 'identityVerification' };
  startIdenfyVerification: { payload: StartIdenfyPayload; data: StartIdenfyData; creates: 'identityVerification' };
  idenfyVerificationStatus: { payload: { verificationToken: string }; data: IdenfyStatusData };
  startAutomaticVerification: { payload: StartAutomaticVerificationPayload; data: StartAutomaticVerificationData; creates: 'identityVerification' };
  accountVerificationStatus: { payload: undefined; data: AccountVerificationStatusData };
  amlQuestionnaireData: { payload: undefined; data: AmlQuestionnaireData };
  submitAmlQuestionnaire: { payload: AmlQuestionnairePayload; data: { success: boolean }; creates: 'amlQuestionnaire' };
}

export const VERIFICATION_ENDPOINTS = {
  contactVerificationStatus: { method: 'GET', path: '/player/verification/contacts', timeoutMs: TIMEOUTS.details },
  sendContactCode: { method: 'POST', path: '/player/verification/{channel}/send', timeoutMs: TIMEOUTS.default, creates: 'verificationCode' },
  verifyContactCode: { method: 'POST', path: '/player/verification/{channel}/verify', timeoutMs: TIMEOUTS.default },
  updateContact: { method: 'POST', path: '/player/verification/{channel}/update', timeoutMs: TIMEOUTS.default },
  verifyIdentity: { method: 'POST', path: '/verification/identity/{method}', timeoutMs: TIMEOUTS.default, creates: 'identityVerification' },
  startIdenfyVerification: { method: 'POST', path: '/verification/idenfy', timeoutMs: TIMEOUTS.default, creates: 'identityVerification' },
  idenfyVerificationStatus: { method: 'GET', path: '/verification/idenfy/{verificationToken}', timeoutMs: TIMEOUTS.default },
  startAutomaticVerification: { method: 'POST', path: '/verification/automatic/{provider}', timeoutMs: TIMEOUTS.default, creates: 'identityVerification' },
  accountVerificationStatus: { method: 'GET', path: '/player/verification/status', timeoutMs: TIMEOUTS.details },
  amlQuestionnaireData: { method: 'GET', path: '/player/amlQuestionnaire', timeoutMs: TIMEOUTS.details },
  submitAmlQuestionnaire: { method: 'POST', path: '/player/amlQuestionnaire', timeoutMs: TIMEOUTS.default, creates: 'amlQuestionnaire' },
} as const satisfies EndpointTable<VerificationEndpoints>;
