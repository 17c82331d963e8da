import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mergeChain } from '../../../src/engine/merge-overlay';
import { applyMethodFlags } from '../../../src/engine/method-flags';
import type { MethodFlags } from '../../../src/engine/method-flags';
import type { OverlayLayer } from '../../../src/engine/overlay-chain';
import { overlayChain } from '../../../src/engine/overlay-chain';
import { variantKey } from '../../../src/engine/variant-axes';
import { chainName, declaredChains } from '../declared-chains';
import { readJson } from '../read-json';
import type { CheckContext } from './check-context';
import { checkVariant } from './check-variant';
import type { ContentError } from './content-error';
import type { DocProblem } from './doc-problem';
import { overlayOwns } from './overlay-owns';

/** The layer whose `wholeAmount` flag rewrote the amount field, when the problem lies there (applyMethodFlags). */
function flagLayer(layers: readonly OverlayLayer[], flags: MethodFlags, problem: DocProblem): OverlayLayer | undefined {
  if (!flags.wholeAmount || problem.doc !== 'schema' || !problem.pointer.startsWith('/properties/amount')) return undefined;
  return [...layers].reverse().find((layer) => layer.patch.flags?.wholeAmount === true);
}

const FORM_ENTRIES = new Set(['schema.json', 'ui.json', 'markets']);

/**
 * Forms: overlay files against overlay.schema.json, then every declared chain (form × market,
 * and for cashier forms form × market × payment method) merged through all checks. A problem is
 * reported in the last overlay file of the chain that decides that value (method × market, then
 * method, then market), with the JSON pointer inside that file, else in the base file; problems
 * only some chains have name those markets (or variants "<market>/<method>").
 */
export function checkForms(ctx: CheckContext): ContentError[] {
  const errors: ContentError[] = [];
  const formsDir = join(ctx.root, 'schemas', 'forms');
  if (!existsSync(formsDir)) return errors;
  for (const entry of readdirSync(formsDir, { withFileTypes: true })) {
    const dir = `schemas/forms/${entry.name}`;
    if (!entry.isDirectory()) errors.push({ file: dir, pointer: '', message: 'unexpected file (forms are directories)' });
    else if (!existsSync(join(formsDir, entry.name, 'schema.json'))) errors.push({ file: dir, pointer: '', message: 'missing schema.json' });
    else for (const name of readdirSync(join(formsDir, entry.name))) {
      if (!FORM_ENTRIES.has(name)) errors.push({ file: `${dir}/${name}`, pointer: '', message: 'unexpected file in a form directory' });
    }
  }
  const markets = new Set(ctx.markets);
  for (const formId of ctx.formIds) {
    const base = ctx.source.baseForm(formId);
    const marketsDir = join(formsDir, formId, 'markets');
    const overlayFiles = existsSync(marketsDir) ? readdirSync(marketsDir).sort() : [];
    for (const name of overlayFiles) {
      const file = `schemas/forms/${formId}/markets/${name}`;
      const market = name.replace(/\.json$/, '');
      if (!name.endsWith('.json') || !markets.has(market)) errors.push({ file, pointer: '', message: `unknown market "${market}" (see schemas/markets.json)` });
      for (const problem of ctx.meta('overlay', readJson(join(marketsDir, name)))) errors.push({ file, ...problem });
    }
    const chains = declaredChains(ctx.source, formId);
    const hasMethods = chains.some((chain) => chain.method !== undefined);
    const found = new Map<string, { error: ContentError; chains: string[] }>();
    /** how many chains each overlay file takes part in */
    const layerUses = new Map<string, number>();
    for (const chain of chains) {
      let layers: OverlayLayer[];
      try {
        layers = overlayChain(ctx.source, formId, chain);
      } catch (error) {
        errors.push({ file: `schemas/forms/${formId}`, pointer: '', message: `${chainName(formId, chain)}: ${(error as Error).message}` });
        continue;
      }
      for (const layer of layers) layerUses.set(layer.file, (layerUses.get(layer.file) ?? 0) + 1);
      const merged = mergeChain(base, layers.map((layer) => layer.patch));
      const variant = { schema: applyMethodFlags(merged.schema, merged.flags), ui: merged.ui };
      for (const problem of (ctx.variantProblems ?? checkVariant)(ctx, formId, chain.market, variant)) {
        // the last layer that decides the value owns the problem: method × market, method, market, else the base file
        const owner = [...layers].reverse().find((layer) => overlayOwns(layer.patch[problem.doc], problem.pointer));
        const flagOwner = owner ? undefined : flagLayer(layers, merged.flags, problem);
        const error: ContentError = owner
          ? { file: owner.file, pointer: `${owner.at}/${problem.doc}${problem.pointer}`, message: problem.message }
          : flagOwner
            ? { file: flagOwner.file, pointer: `${flagOwner.at}/flags/wholeAmount`, message: `${problem.message} (schema ${problem.pointer})` }
            : { file: `schemas/forms/${formId}/${problem.doc}.json`, pointer: problem.pointer, message: problem.message };
        const key = `${error.file}\u0000${error.pointer}\u0000${error.message}`;
        const entry = found.get(key) ?? { error, chains: [] };
        entry.chains.push(variantKey(chain.market, chain.method));
        found.set(key, entry);
      }
    }
    for (const { error, chains: where } of found.values()) {
      // an overlay file's problem is named by that file; say where only when not every chain using it has it
      const everywhere = where.length === (layerUses.get(error.file) ?? chains.length);
      errors.push(everywhere ? error : { ...error, message: `${error.message} (${hasMethods ? 'variants' : 'markets'} ${where.join(', ')})` });
    }
  }
  return errors;
}
