import type { ServerMethodField } from '../../engine/cashier/server-method-field';
import type { StoredPaymentDetail } from '../../engine/runtime-inputs/runtime-input-types';
import { TIMEOUTS } from '../timeouts';
import type { DecimalString, EndpointTable } from './definition';

/**
 * The deposit side of the cashier (spec 2 §3, §7). Paths are ours (the spec shows none); the
 * submit creates a deposit and carries the attempt's idempotency key.
 */

/** A bonus campaign offered with a deposit (spec 2 §3 "Campaign"), the parts the deposit form shows. */
export interface DepositCampaign {
  campaignId: number;
  title: string;
  /** bonus as a percentage of the deposit, or a fixed amount */
  amountType: 'percentage' | 'fixed';
  initialAmount: DecimalString;
  maxAmountCapEnabled: boolean;
  /** the share of the deposit the percentage applies to at most (cap enabled) */
  maxDepositAmount: DecimalString | null;
  /** what is left of the promo limit (maxPromoLimit − awardedPromoAmount) */
  remainingPromoLimit: DecimalString | null;
}

/** A payment method as the platform lists it for the player's market (spec 2 §3 "Deposit method"). */
export interface DepositMethod {
  method: number;
  providerId: number;
  name: string;
  percentageFee: DecimalString;
  feeStrategy: 'included' | 'added';
  /** currency → rate to the wallet currency */
  supportCurrencies: Record<string, DecimalString>;
  minAmount: Record<string, DecimalString>;
  maxAmount: Record<string, DecimalString>;
  amountList: Record<string, DecimalString[]>;
  fields: ServerMethodField[];
  stored: StoredPaymentDetail[];
  allowNewAccount: boolean;
  limited: boolean;
  limitReached: boolean;
  limitAmount: DecimalString | null;
  limitUsed: DecimalString | null;
  /** spec 2 §3, §6: the method comes with a contract (signDocuments) the player signs; Required: no deposit before it is approved */
  depositAgreement: boolean;
  depositAgreementRequired: boolean;
  preDepositRequired: boolean;
  payAndPlay: boolean;
  description: string;
  /** spec 2 §3: the processor's merchant of the method (the Apple Pay one-click sheet's merchantId and merchantSiteId, spec 2 §7) */
  metadata?: { merchantId: string; merchantSiteId: string };
}

/** The cumulative deposit limits (spec 2 §3): each period with its amount and what is left. */
export interface DepositLimitPeriod {
  amount: DecimalString;
  availableAmount: DecimalString;
}
export interface DepositLimits {
  daily: DepositLimitPeriod | null;
  weekly: DepositLimitPeriod | null;
  monthly: DepositLimitPeriod | null;
  /** max-balance limit: what may still be deposited before the balance limit (null: none set) */
  maxBalanceAvailable: DecimalString | null;
}

export interface DepositDetails {
  methods: DepositMethod[];
  campaigns: DepositCampaign[];
  /** the wallet currency, and the settings' preselected method id when there is one */
  walletCurrency: string;
  preselectedMethod: number | null;
  depositedTotalAmount: DecimalString;
  totalDeposits: number;
  numberOfSuccessfulDeposit: number;
  hasPendingWithdrawal: boolean;
  pendingWithdrawalCount: number;
  paymentDetailsVerificationRequired: boolean;
  providerErrors: { message: string }[];
  /** the largest amount the platform accepts at all (above it → 311) */
  maxAmountValidation: DecimalString;
}

/** The deposit submit payload (spec 2 §3): the method's own fields are flat beside these. */
export interface DepositSubmitPayload {
  method: number;
  amount: DecimalString;
  currency: string;
  campaignId: number;
  code?: string;
  storedDetailReference: number;
  save_card?: boolean;
  [field: string]: unknown;
}

/** What a submitted deposit leads to (spec 2 §3 "Deposit success response", §4 outcomes). */
export interface DepositSubmitResult {
  /** threeDSecure: `url` is the card holder's bank's 3-D Secure page, on its own origin (spec 2 §4) */
  type: 'form' | 'frame' | 'finish' | 'waiting' | 'token' | 'success' | 'threeDSecure';
  reference: string;
  methodId: number;
  url?: string;
  method?: 'GET' | 'POST';
  target?: string;
  params?: { name: string; value: string }[];
  providerReference?: string;
  token?: string;
  /** the site route to move to when the payment frame closes (routePushAfterFrame, 300002) */
  path?: string;
  useFingerPrint?: boolean;
  fingerPrintUrl?: string;
}

export type DepositStatusValue = 'pending' | 'ok' | 'failed' | 'cancelled' | 'rejected' | 'error' | 'limitExceeded';

export interface DepositStatus {
  status: DepositStatusValue | null;
  reference: string;
  token?: string;
  loginCode?: string;
  limitRequire?: boolean;
  receivedMoneyFromProvider?: boolean;
  amount?: DecimalString;
  currency?: string;
}

export interface DepositFinishPayload {
  reference: string;
  providerReference?: string;
  /** after a device fingerprint (spec 2 §7): the browser details */
  userAgent?: string;
  acceptHeader?: string;
  language?: string;
  javascriptEnabled?: boolean;
  colorDepth?: number;
  screenHeight?: number;
  screenWidth?: number;
  timezone?: number;
  javaEnabled?: boolean;
}

/** getPreDepositInfo (spec 2 §4 token flow, §7): what the processor's token frame needs first, each param a name and a value. */
export interface PreDepositInfo {
  params: { name: string; value: string }[];
}

/**
 * updateDetails (spec 2 §7 "updateDetails (profile) | affordability fields"): the player-affordability
 * form's answers after deposit error 253 — the fields the market configures, whole amounts of the
 * wallet currency as digit strings. It records them, so it carries the attempt's idempotency key.
 */
export interface AffordabilityDetails {
  monthlyGamingBudget?: string;
  monthlyNetIncome?: string;
  employmentStatus?: string;
}

/** spec 2 §3 Contract (signDocuments): where the player's payment-card contract stands. */
export type ContractStatus = 'unverified' | 'pending' | 'approved' | 'rejected';

export interface ContractState {
  cardStatus: ContractStatus;
}

export interface CashierEndpoints {
  depositDetails: { payload: undefined; data: DepositDetails };
  depositLimits: { payload: undefined; data: DepositLimits };
  depositSubmit: { payload: DepositSubmitPayload; data: DepositSubmitResult; creates: 'deposit' };
  depositStatus: { payload: { reference: string }; data: DepositStatus };
  /** spec 2 §4: a method with preDepositRequired asks for these before its token frame */
  depositPreInfo: { payload: { method: number; amount: DecimalString; currency: string }; data: PreDepositInfo };
  depositFinish: { payload: DepositFinishPayload; data: { redirectUrl: string } };
  /** spec 2 §4, §7: after a failed 3-D Secure check, GET /api/conekta/redirect.html with the bank's answer */
  depositThreeDsRedirect: { payload: { reference: string; payment_status: string; error: string }; data: { redirectUrl: string } };
  updateAffordabilityDetails: { payload: AffordabilityDetails; data: AffordabilityDetails; creates: 'affordabilityDetails' };
  /** spec 2 §3, §4 contract status: the payment-card contract of methods with depositAgreement */
  contractStatus: { payload: undefined; data: ContractState };
  /** spec 2 §7 Sign documents: the player signs the contract (a signature is recorded: one per attempt key) */
  signDocuments: { payload: { accepted: true }; data: ContractState; creates: 'contractSignature' };
}

export const CASHIER_ENDPOINTS = {
  depositDetails: { method: 'GET', path: '/payment/deposit/details', timeoutMs: TIMEOUTS.details },
  depositLimits: { method: 'GET', path: '/payment/deposit/limits', timeoutMs: TIMEOUTS.limits },
  depositSubmit: { method: 'POST', path: '/payment/deposit', timeoutMs: TIMEOUTS.default, creates: 'deposit' },
  depositStatus: { method: 'GET', path: '/payment/deposit/status', timeoutMs: TIMEOUTS.details },
  depositPreInfo: { method: 'GET', path: '/payment/deposit/pre-info', timeoutMs: TIMEOUTS.details },
  depositFinish: { method: 'POST', path: '/payment/deposit/finish', timeoutMs: TIMEOUTS.default },
  depositThreeDsRedirect: { method: 'GET', path: '/conekta/redirect.html', timeoutMs: TIMEOUTS.details },
  updateAffordabilityDetails: { method: 'POST', path: '/player/updateDetails', timeoutMs: TIMEOUTS.default, creates: 'affordabilityDetails' },
  contractStatus: { method: 'GET', path: '/payment/contract', timeoutMs: TIMEOUTS.details },
  signDocuments: { method: 'POST', path: '/payment/contract/sign', timeoutMs: TIMEOUTS.default, creates: 'contractSignature' },
} as const satisfies EndpointTable<CashierEndpoints>;
