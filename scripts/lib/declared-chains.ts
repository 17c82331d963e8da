import type { ContentSource } from '../../src/engine/content-source';
import type { VariantAxes } from '../../src/engine/variant-axes';

/**
 * Every chain gen compiles and the content check checks for one form: each market alone
 * (base → market, also the fallback for a method the repo does not describe), and for a form
 * with a method axis each market × each method declared for its direction.
 */
export function declaredChains(source: ContentSource, formId: string): VariantAxes[] {
  const { methods } = source.formAxes(formId);
  const chains: VariantAxes[] = [];
  for (const market of source.markets()) {
    chains.push({ market });
    for (const method of methods) chains.push({ market, method });
  }
  return chains;
}

/** "cashier-deposit × GBR × card" for messages. */
export function chainName(formId: string, axes: VariantAxes): string {
  return [formId, axes.market, ...(axes.method === undefined ? [] : [axes.method])].join(' × ');
}
