import { join } from 'node:path';
import type { MarketId } from '../../src/engine/market';
import { GENERATED_HEADER } from './generated-header';
import { ENGINE_DIR } from './repo-paths';
import { relativeImport } from './relative-import';

/** src/generated/content-index.ts: form → market → lazy loader of variant + validators (one chunk per variant). */
export function contentIndexSource(index: Readonly<Record<string, readonly MarketId[]>>, outFile: string): string {
  const engine = (module: string) => relativeImport(outFile, join(ENGINE_DIR, module));
  const lines = [
    `// ${GENERATED_HEADER}`,
    `import type { ValidatorFunctions } from '${engine('compiled-validate-function')}';`,
    `import type { LoadedVariant } from '${engine('loaded-variant')}';`,
    `import type { ResolvedVariant } from '${engine('resolved-variant')}';`,
    '',
    'type Loader = () => Promise<LoadedVariant>;',
    '',
    'async function load(validators: Promise<{ default: ValidatorFunctions }>, variant: Promise<{ default: unknown }>): Promise<LoadedVariant> {',
    '  const [validatorModule, variantModule] = await Promise.all([validators, variant]);',
    '  return { validateFns: validatorModule.default, variant: variantModule.default as ResolvedVariant };',
    '}',
    '',
    'export const CONTENT_INDEX: Readonly<Record<string, Readonly<Record<string, Loader>>>> = {',
  ];
  for (const formId of Object.keys(index).sort()) {
    lines.push(`  ${JSON.stringify(formId)}: {`);
    for (const market of index[formId] ?? []) {
      const name = `${formId}.${market}`;
      lines.push(`    ${JSON.stringify(market)}: () => load(import('./validators/${name}.js'), import('./variants/${name}.json')),`);
    }
    lines.push('  },');
  }
  lines.push('};', '');
  return lines.join('\n');
}
