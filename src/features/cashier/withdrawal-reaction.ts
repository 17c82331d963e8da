import type { ApiError } from '../../api/api-error';
import type { WithdrawalReaction } from './withdrawal-context';

/** Codes of spec 2 §8 (withdrawal) with a panel of their own; 138, 259 and 284 open modals, 2 is ignored. */
const PANEL_CODES = new Set([125, 128, 199, 200, 219, 232, 234, 251]);
/** 128's document-related details (spec 2 §8). */
const DOCUMENT_DETAILS = ['age', 'name', 'address', 'addressStatus', 'userValidated', 'hasPendingDocumentRequest'];

/** spec 2 §8: error 2 is ignored (no message, the form stays as it is). */
export const IGNORED_CODE = 2;
/** 138 opens the AML questionnaire (prefilled, from step 2 when citizenship, address and city are set). */
export const AML_QUESTIONNAIRE_CODE = 138;
/** 259 opens the payment-details validation modal. */
export const PAYMENT_DETAILS_VALIDATION_CODE = 259;
/** 284 opens the IBAN verification (?modal=iban-verification), unless the profile's IBAN is verified already. */
export const IBAN_VERIFICATION_CODE = 284;

export function serverCodeOf(error: ApiError): number | undefined {
  return error.kind === 'server' ? Number(error.errorCode) : undefined;
}

/** The panel a failed withdrawal shows, or undefined when the error is handled otherwise. */
export function withdrawalReactionOf(error: ApiError): WithdrawalReaction | undefined {
  const code = serverCodeOf(error);
  if (code === undefined || !PANEL_CODES.has(code)) return undefined;
  const details = error.kind === 'server' ? (error.errorDetails ?? {}) : {};
  return { code, documents: code === 128 && DOCUMENT_DETAILS.some((key) => Object.hasOwn(details, key)) };
}
