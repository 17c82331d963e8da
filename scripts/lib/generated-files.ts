import { join } from 'node:path';
import type { MarketId } from '../../src/engine/market';
import { mergeOverlay } from '../../src/engine/merge-overlay';
import { resolveVariant } from '../../src/engine/resolve-variant';
import { settingAtPath } from '../../src/engine/setting-at-path';
import { settingsFromFiles } from '../../src/engine/settings-from-files';
import { compileValidatorModule } from './compile-validator-module';
import { contentIndexSource } from './content-index-source';
import { formTypes } from './form-types';
import { createFsContentSource } from './fs-content-source';
import { GENERATED_HEADER } from './generated-header';
import { jsonText } from './json-text';
import { settingsFilesSource } from './settings-files-source';
import { validatorDeclaration } from './validator-declaration';

export const GENERATED_DIR = 'src/generated';
/** Directories gen owns completely: a file there that gen would not write is "extra". */
export const GENERATED_SUBDIRS = ['variants', 'validators', 'types'] as const;

/**
 * Everything `npm run gen` writes, as POSIX path (relative to root) → content.
 * Pure function of the content under `root`: no timestamps, fixed ordering.
 */
export async function generatedFiles(root: string): Promise<Map<string, string>> {
  const source = createFsContentSource(root);
  const markets = source.markets();
  const files = new Map<string, string>();
  const bindings: Record<MarketId, Record<string, unknown>> = {};
  const index: Record<string, MarketId[]> = {};
  const out = (path: string) => join(root, GENERATED_DIR, path);

  for (const formId of source.formIds()) {
    index[formId] = [...markets];
    const merged = markets.map((market) => mergeOverlay(source.baseForm(formId), source.overlay(formId, market)).schema);
    files.set(`${GENERATED_DIR}/types/${formId}.ts`, await formTypes(formId, merged));
    for (const market of markets) {
      const settings = settingsFromFiles(source.settingsFiles(), market);
      let variant;
      try {
        variant = resolveVariant(formId, market, { source, settings });
      } catch (error) {
        throw new Error(`${formId} × ${market}: ${(error as Error).message}`, { cause: error });
      }
      const name = `${formId}.${market}`;
      files.set(`${GENERATED_DIR}/variants/${name}.json`, jsonText({ $comment: GENERATED_HEADER, ...variant }));
      const validatorFile = out(`validators/${name}.js`);
      try {
        files.set(`${GENERATED_DIR}/validators/${name}.js`, compileValidatorModule(variant.schema, validatorFile));
      } catch (error) {
        throw new Error(`${formId} × ${market}: does not compile: ${(error as Error).message}`, { cause: error });
      }
      files.set(`${GENERATED_DIR}/validators/${name}.d.ts`, validatorDeclaration(out(`validators/${name}.d.ts`)));
      const marketBindings = (bindings[market] ??= {});
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
  files.set(`${GENERATED_DIR}/content-index.ts`, contentIndexSource(index, out('content-index.ts')));
  files.set(
    `${GENERATED_DIR}/settings-files.ts`,
    settingsFilesSource(root, Object.keys(source.settingsFiles().markets), out('settings-files.ts')),
  );
  return files;
}
