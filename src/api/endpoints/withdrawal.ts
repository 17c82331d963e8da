import type { ServerMethodField } from '../../engine/cashier/server-method-field';
import type { StoredPaymentDetail } from '../../engine/runtime-inputs/runtime-input-types';
import { TIMEOUTS } from '../timeouts';
import type { DecimalString, EndpointTable } from './definition';

/**
 * The withdrawal side of the cashier (spec 2 §3 "Withdrawal", §7): the details load, the
 * withdraw call (creates a withdrawal, so it carries the attempt's idempotency key) and the
 * confirm call a provider frame asks for, and the IBAN check of error 284 (its status and
 * verifyIban, which creates a check request, so it carries a key too). Paths are ours (the spec shows none).
 */

/** A payout method as the platform lists it for the player (spec 2 §3 "Withdrawal / Method"). */
export interface WithdrawalMethod {
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
  /** the server's field list (validator and formatter per field); a method the repo describes uses its own overlay */
  fields: ServerMethodField[];
  /** stored payout accounts or cards of this method */
  stored: StoredPaymentDetail[];
  allowNewAccount: boolean;
  depositAgreementRequired: boolean;
  description: string;
}

/** What the withdrawal page loads (spec 2 §3 "Other values", "Wallet"). */
export interface WithdrawalDetails {
  methods: WithdrawalMethod[];
  walletCurrency: string;
  /** the cash the player may withdraw */
  cashBalance: DecimalString;
  /** cash that can be withdrawn without forfeiting bonuses */
  cashReserve: DecimalString;
  promoBalance: DecimalString;
  /** the turnover still to be wagered before the promo balance turns into cash */
  turnoverLimit: DecimalString;
  /** bonuses would be forfeited by a withdrawal above the cash reserve (the revoke confirmation) */
  revokeBonuses: boolean;
  askPassword: boolean;
  paymentDetailsVerificationRequired: boolean;
  hasPendingWithdrawal: boolean;
  pendingWithdrawalCount: number;
  /** spec 2 §3 profile ibanVerificationStatus */
  ibanVerificationStatus: IbanVerificationStatus;
}

/** spec 2 §3 profile ibanVerificationStatus: where the player's payout IBAN check stands. */
export type IbanVerificationStatus = 'needToBeVerified' | 'uploaded' | 'needToProvideDocument' | 'verified';

/** The IBAN check form (spec 2 §3 "IBAN form"): the account holder's abbreviated name and the IBAN. */
export interface VerifyIbanPayload {
  abbreviatedName: string;
  ibanNumber: string;
}

/** Where the IBAN check stands (withdrawal error 284), with the account it concerns once one was sent. */
export interface IbanVerification {
  status: IbanVerificationStatus;
  /** the IBAN under check, masked but for the country, check digits and last four (never the whole number) */
  maskedIban: string | null;
}

/** The withdraw request (spec 2 §3): the method's own fields are flat beside these. */
export interface WithdrawalSubmitPayload {
  method: number;
  amount: DecimalString;
  currency: string;
  /** -1: a new account (the method's fields are sent) */
  storedPayoutReference: number;
  password?: string;
  [field: string]: unknown;
}

/** The answer of a withdraw: a form auto-posted into the redirect frame (spec 2 §3 "Response"). */
export interface WithdrawalSubmitResult {
  redirectUrl: string;
  formTarget: string;
  formMethod: 'GET' | 'POST';
  params: { name: string; value: string }[];
  reference: string;
}

export interface WithdrawalEndpoints {
  withdrawalDetails: { payload: undefined; data: WithdrawalDetails };
  withdrawalSubmit: { payload: WithdrawalSubmitPayload; data: WithdrawalSubmitResult; creates: 'withdrawal' };
  withdrawalConfirm: { payload: { reference: string }; data: { redirectUrl: string } };
  ibanVerification: { payload: undefined; data: IbanVerification };
  verifyIban: { payload: VerifyIbanPayload; data: IbanVerification; creates: 'ibanVerification' };
}

export const WITHDRAWAL_ENDPOINTS = {
  withdrawalDetails: { method: 'GET', path: '/payment/withdrawal/details', timeoutMs: TIMEOUTS.details },
  withdrawalSubmit: { method: 'POST', path: '/payment/withdrawal', timeoutMs: TIMEOUTS.default, creates: 'withdrawal' },
  withdrawalConfirm: { method: 'POST', path: '/payment/withdrawal/confirm', timeoutMs: TIMEOUTS.default },
  // withdrawal error 284 (spec 2 §7 verifyIban): the IBAN check's status, and the check itself (a request to the back office, so idempotent)
  ibanVerification: { method: 'GET', path: '/payment/iban-verification', timeoutMs: TIMEOUTS.details },
  verifyIban: { method: 'POST', path: '/payment/iban-verification', timeoutMs: TIMEOUTS.default, creates: 'ibanVerification' },
} as const satisfies EndpointTable<WithdrawalEndpoints>;
