import type { VerificationMethod } from './offered-verification-methods';

/**
 * Methods of the verification page that live on their own page (issue 14, the documents
 * feature): choosing one navigates there instead of opening a form here. Document upload is the
 * account-validation form (spec 1 §2 "Document upload form"); the Hungarian-licence wizard opens
 * on the same page with the spec's `method` query parameter (spec 1 §2 "Query parameters").
 */
export const VERIFICATION_METHOD_ROUTES: Readonly<Partial<Record<VerificationMethod, string>>> = {
  documentUpload: '/my/account-validation',
  hungarianWizard: '/my/account-validation?method=hungarianWizard',
};

/** The page a method lives on, or undefined when the verification page runs it itself. */
export function verificationMethodRoute(method: VerificationMethod): string | undefined {
  return VERIFICATION_METHOD_ROUTES[method];
}
