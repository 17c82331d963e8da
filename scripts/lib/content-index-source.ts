import { join } from 'node:path';
import type { VariantIndex } from '../../src/engine/variant-index';
import { GENERATED_HEADER } from './generated-header';
import { ENGINE_DIR } from './repo-paths';
import { relativeImport } from './relative-import';

/**
 * src/generated/content-index.ts: `loadVariant(formId, { market, method?, direction? })` over
 * variant-index.json, with one lazy import per content-hashed validator and variant file (one
 * chunk each, shared by every chain with that content); it also awaits the on-demand modules the
 * chain's entry lists (issue 18).
 */
export function contentIndexSource(index: VariantIndex, outFile: string): string {
  const engine = (module: string) => relativeImport(outFile, join(ENGINE_DIR, module));
  const validators = new Set<string>();
  const variants = new Set<string>();
  for (const form of Object.values(index.forms)) {
    for (const entry of Object.values(form.chains)) {
      validators.add(entry.validator);
      variants.add(entry.variant);
    }
  }
  const lines = [
    `// ${GENERATED_HEADER}`,
    `import type { ValidatorFunctions } from '${engine('compiled-validate-function')}';`,
    `import type { LoadedVariant } from '${engine('loaded-variant')}';`,
    `import { loadOnDemandModules } from '${engine('rules/load-on-demand-modules')}';`,
    `import type { VariantAxes } from '${engine('variant-axes')}';`,
    `import { assembleVariant, findVariant } from '${engine('variant-index')}';`,
    `import type { FoundVariant, SharedVariant, VariantIndex } from '${engine('variant-index')}';`,
    `import variantIndex from './variant-index.json';`,
    '',
    '/** Every declared chain: form → "<market>" or "<market>/<method>" → content-hashed files. */',
    'export const VARIANT_INDEX: VariantIndex = variantIndex as VariantIndex;',
    '',
    'const VALIDATORS: Readonly<Record<string, () => Promise<{ default: ValidatorFunctions }>>> = {',
    ...[...validators].sort().map((stem) => `  ${JSON.stringify(stem)}: () => import('./validators/${stem}.js'),`),
    '};',
    '',
    'const VARIANTS: Readonly<Record<string, () => Promise<{ default: unknown }>>> = {',
    ...[...variants].sort().map((stem) => `  ${JSON.stringify(stem)}: () => import('./variants/${stem}.json'),`),
    '};',
    '',
    '/**',
    ' * The chain a request resolves to (a market without its own chain falls back to INT).',
    ' * Throws UnknownVariantError for an unknown form, a method the form does not declare or a wrong direction.',
    ' */',
    'export function findCompiledVariant(formId: string, axes: VariantAxes): FoundVariant {',
    '  return findVariant(VARIANT_INDEX, formId, axes);',
    '}',
    '',
    '/**',
    ' * Loads the precompiled variant of a form for a market (and payment method): shared content + validators,',
    ' * and the on-demand modules its rules and widgets need (phone: libphonenumber-js) before it hands it out.',
    ' */',
    'export async function loadVariant(formId: string, axes: VariantAxes): Promise<LoadedVariant> {',
    '  const found = findVariant(VARIANT_INDEX, formId, axes);',
    '  const validators = VALIDATORS[found.entry.validator];',
    '  const variant = VARIANTS[found.entry.variant];',
    '  if (!validators || !variant) throw new Error(`Generated files missing for ${formId} ${found.key} (run npm run gen)`);',
    '  const [validatorModule, variantModule] = await Promise.all([validators(), variant(), loadOnDemandModules(found.entry.modules ?? [])]);',
    '  return { validateFns: validatorModule.default, variant: assembleVariant(variantModule.default as SharedVariant, found) };',
    '}',
    '',
  ];
  return lines.join('\n');
}
