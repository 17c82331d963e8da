import type { ValidatorFunctions } from './compiled-validate-function';
import type { ResolvedVariant } from './resolved-variant';

/** What `loadVariant` (src/generated/content-index.ts) loads lazily for one form × market [× payment method]. */
export interface LoadedVariant {
  variant: ResolvedVariant;
  /** pass to rjsf's createPrecompiledValidator(validateFns, variant.schema) */
  validateFns: ValidatorFunctions;
}
