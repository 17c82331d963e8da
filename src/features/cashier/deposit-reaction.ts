import type { ApiError } from '../../api/api-error';
import type { DepositReaction } from './deposit-context';

/** Codes of spec 2 §8 with a component of their own (311 goes to the amount field, others to the notice). */
const REACTION_CODES = new Set([119, 125, 128, 219, 228, 232, 234, 249, 250, 251, 253]);
const DOCUMENT_DETAILS = ['age', 'name', 'address', 'userValidated', 'hasPendingDocumentRequest', 'phoneVerified', 'emailVerified', 'documents'];

/** The component a failed deposit shows, or undefined when the error is a plain translated notice. */
export function depositReactionOf(error: ApiError): DepositReaction | undefined {
  const code = Number(error.errorCode);
  if (error.kind !== 'server' || !REACTION_CODES.has(code)) return undefined;
  const details = error.errorDetails ?? {};
  return {
    code,
    ...(error.errorSubCode !== undefined ? { subCode: String(error.errorSubCode) } : {}),
    documents: code === 128 && DOCUMENT_DETAILS.some((key) => Object.hasOwn(details, key)),
  };
}
