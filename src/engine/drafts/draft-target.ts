import type { ResolvedVariant } from '../resolved-variant';
import type { DraftTarget } from './drafts';

/**
 * The draft slot of a journey over a loaded variant, versioned by the variant's content hash:
 * the hash `npm run gen` names the shared variant file with (`src/generated/variants/<form>.<hash>.json`),
 * so any change of the form's content — a field, an overlay, a bound setting — is a new version
 * and an older draft is not restored.
 */
export function draftTarget(journey: string, flow: string, variant: Pick<ResolvedVariant, 'formId' | 'schema' | 'contentHash'>): DraftTarget {
  if (typeof variant.contentHash !== 'string' || variant.contentHash === '') {
    throw new Error(`Form "${variant.formId}" has no content hash: drafts need a generated variant (loadVariant)`);
  }
  return { journey, flow, version: variant.contentHash, schema: variant.schema };
}
