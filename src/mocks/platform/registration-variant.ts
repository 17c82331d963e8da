import type { CompiledValidateFunction } from '../../engine/compiled-validate-function';
import type { MarketId } from '../../engine/market';
import type { ResolvedVariant } from '../../engine/resolved-variant';
import { loadVariant } from '../../generated/content-index';

export interface RegistrationValidator {
  variant: ResolvedVariant;
  validateFn: CompiledValidateFunction;
}

const loaded = new Map<MarketId, Promise<RegistrationValidator>>();

/**
 * The compiled registration form of a market — the very variant and precompiled validator the
 * browser loads (`loadVariant` of the generated content index), so the simulated server and
 * the site can never disagree about a field. Loaded once per market.
 */
export function registrationValidator(market: MarketId): Promise<RegistrationValidator> {
  let pending = loaded.get(market);
  if (!pending) {
    pending = loadVariant('registration', { market }).then(({ variant, validateFns }) => {
      const id = variant.schema.$id;
      const validateFn = typeof id === 'string' ? validateFns[id] : undefined;
      if (!validateFn) throw new Error(`The compiled registration form of ${market} has no validator for its root schema`);
      return { variant, validateFn };
    });
    pending.catch(() => loaded.delete(market));
    loaded.set(market, pending);
  }
  return pending;
}
