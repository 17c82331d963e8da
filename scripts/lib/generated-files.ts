import { join } from 'node:path';
import type { MarketId } from '../../src/engine/market';
import { mergeChain } from '../../src/engine/merge-overlay';
import { applyMethodFlags } from '../../src/engine/method-flags';
import { overlayChain } from '../../src/engine/overlay-chain';
import { resolveVariant } from '../../src/engine/resolve-variant';
import type { ResolvedVariant } from '../../src/engine/resolved-variant';
import { onDemandModulesOf } from '../../src/engine/rules/on-demand-modules-of';
import { settingAtPath } from '../../src/engine/setting-at-path';
import { settingsFromFiles } from '../../src/engine/settings-from-files';
import type { SharedVariant, VariantIndex } from '../../src/engine/variant-index';
import { variantKey } from '../../src/engine/variant-axes';
import { compileValidatorModule } from './compile-validator-module';
import { contentHash } from './content-hash';
import { contentIndexSource } from './content-index-source';
import { chainName, declaredChains } from './declared-chains';
import { formTypes } from './form-types';
import { createFsContentSource } from './fs-content-source';
import { GENERATED_HEADER } from './generated-header';
import { jsonText } from './json-text';
import { messageValidatorFiles } from './message-validators';
import { routeNamespacesFiles } from './route-namespaces-files';
import { settingsFilesSource } from './settings-files-source';
import { validatorDeclaration } from './validator-declaration';

export const GENERATED_DIR = 'src/generated';
/** Directories gen owns completely: a file there that gen would not write is "extra". */
export const GENERATED_SUBDIRS = ['variants', 'validators', 'types', 'messages'] as const;
export const VARIANT_INDEX_FILE = `${GENERATED_DIR}/variant-index.json`;

/**
 * What gen writes for one resolved chain: the variant content shared by every chain that resolves
 * to it, and the file stems by content hash (`<form>.<hash>`) of the variant and of its validator.
 * The studio's fixture run (scripts/lib/studio/tree-fixtures.ts) writes the same files.
 */
export function generatedVariant(formId: string, variant: ResolvedVariant): { shared: SharedVariant; variantStem: string; validatorStem: string } {
  const shared: SharedVariant = {
    formId,
    ...(variant.direction === undefined ? {} : { direction: variant.direction }),
    ...(variant.flags === undefined ? {} : { flags: variant.flags }),
    schema: variant.schema,
    ui: variant.ui,
    settingPaths: variant.settingPaths,
  };
  return { shared, variantStem: `${formId}.${contentHash(shared)}`, validatorStem: `${formId}.${contentHash(variant.schema)}` };
}

/**
 * Keeps gen's two expensive pure outputs — a validator module, a form's types — under a key that
 * names everything they are made of (the module's file path holds its schema's content hash; the
 * types' key the hash of the form's merged variants), so a caller that generates again after each
 * small change (the studio's save, scripts/lib/studio/studio-generate.ts) compiles only what changed.
 * `npm run gen` passes none; the files are the same either way.
 */
export type GeneratedTextMemo = (key: string, compute: () => string | Promise<string>) => Promise<string>;

export interface GeneratedFilesOptions {
  memo?: GeneratedTextMemo;
}

const computeEveryTime: GeneratedTextMemo = async (_key, compute) => compute();

/**
 * Everything `npm run gen` writes, as POSIX path (relative to root) → content.
 * Pure function of the content under `root`: no timestamps, fixed ordering.
 *
 * Every declared chain (form × market [× payment method]) is resolved; its validator module
 * and its variant content are written once per CONTENT HASH (`<form>.<hash>.js`,
 * `<form>.<hash>.json`), so chains that resolve to the same schema share one module and the
 * tree does not grow with markets × methods. What differs per chain (market, method) is only
 * the chain's key in variant-index.json; the setting paths are part of the hashed content.
 */
export async function generatedFiles(root: string, options: GeneratedFilesOptions = {}): Promise<Map<string, string>> {
  const memo = options.memo ?? computeEveryTime;
  const source = createFsContentSource(root);
  const markets = source.markets();
  const files = new Map<string, string>();
  const bindings: Record<MarketId, Record<string, unknown>> = {};
  const index: VariantIndex = { forms: {} };
  const out = (path: string) => join(root, GENERATED_DIR, path);

  for (const formId of source.formIds()) {
    const axes = source.formAxes(formId);
    const chains = declaredChains(source, formId);
    const form: VariantIndex['forms'][string] = { ...(axes.direction === undefined ? {} : { direction: axes.direction }), methods: [...axes.methods], chains: {} };
    index.forms[formId] = form;
    const merged = chains.map((chain) => {
      const result = mergeChain(source.baseForm(formId), overlayChain(source, formId, chain).map((layer) => layer.patch));
      return applyMethodFlags(result.schema, result.flags);
    });
    files.set(`${GENERATED_DIR}/types/${formId}.ts`, await memo(`types ${formId} ${contentHash(merged)}`, () => formTypes(formId, merged)));
    for (const chain of chains) {
      const settings = settingsFromFiles(source.settingsFiles(), chain.market);
      let variant;
      try {
        variant = resolveVariant(formId, chain, { source, settings });
      } catch (error) {
        throw new Error(`${chainName(formId, chain)}: ${(error as Error).message}`, { cause: error });
      }
      const { shared, variantStem, validatorStem } = generatedVariant(formId, variant);
      files.set(`${GENERATED_DIR}/variants/${variantStem}.json`, jsonText({ $comment: GENERATED_HEADER, ...shared }));
      const validatorPath = `${GENERATED_DIR}/validators/${validatorStem}.js`;
      if (!files.has(validatorPath)) {
        try {
          const validatorFile = out(`validators/${validatorStem}.js`);
          files.set(validatorPath, await memo(`validator ${validatorFile}`, () => compileValidatorModule(variant.schema, validatorFile)));
        } catch (error) {
          throw new Error(`${chainName(formId, chain)}: does not compile: ${(error as Error).message}`, { cause: error });
        }
        files.set(`${GENERATED_DIR}/validators/${validatorStem}.d.ts`, validatorDeclaration(out(`validators/${validatorStem}.d.ts`)));
      }
      // issue 18: the on-demand modules (libphonenumber-js) its rules and widgets need, awaited by loadVariant
      const modules = onDemandModulesOf(variant);
      form.chains[variantKey(chain.market, chain.method)] = { variant: variantStem, validator: validatorStem, ...(modules.length > 0 ? { modules } : {}) };
      const marketBindings = (bindings[chain.market] ??= {});
      for (const path of variant.settingPaths) {
        const lookup = settingAtPath(settings, path);
        if (lookup.found) marketBindings[path] = lookup.value;
      }
    }
  }

  const sortedBindings = Object.fromEntries(
    markets.map((market) => [market, Object.fromEntries(Object.entries(bindings[market] ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))]),
  );
  files.set(`${GENERATED_DIR}/settings-bindings.json`, jsonText({ $comment: GENERATED_HEADER, markets: sortedBindings }));
  files.set(VARIANT_INDEX_FILE, jsonText({ $comment: GENERATED_HEADER, ...index }));
  files.set(`${GENERATED_DIR}/content-index.ts`, contentIndexSource(index, out('content-index.ts')));
  files.set(
    `${GENERATED_DIR}/settings-files.ts`,
    settingsFilesSource(root, Object.keys(source.settingsFiles().markets), out('settings-files.ts')),
  );
  for (const [path, text] of await messageValidatorFiles(root)) files.set(path, text);
  // i18n namespaces per route and modal (issue 18): derived from the site's code and these variants
  for (const [path, text] of routeNamespacesFiles(root, files)) files.set(path, text);
  return files;
}
