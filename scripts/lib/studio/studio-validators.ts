import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { JsonObject } from '../../../src/engine/json-value';
import { compileValidatorModule } from '../compile-validator-module';
import { contentHash } from '../content-hash';
import { REPO_ROOT } from '../repo-paths';
import { codeFingerprint } from './variant-check-memo';
import { writeFileAtomically } from './write-file-atomically';

const GENERATED_VALIDATORS = join(REPO_ROOT, 'src', 'generated', 'validators');

/**
 * Validators for the studio's preview, compiled on the server with the project's own gen code
 * (compileValidatorModule: rjsf's standalone ajv output, our formats, guarded patterns) and bundled
 * into one ES module with its imports, so the browser only `import()`s a same-origin script: no ajv
 * compiler, `eval` or `new Function` runs in the page. Keyed by the schema's content hash, as gen does,
 * and kept in `cacheDir` (with the code's fingerprint) so a new server does not compile them again.
 */
export function createStudioValidators(options: { cacheDir?: string } = {}) {
  let fingerprint: string | undefined;
  const cachedFile = (hash: string) => (options.cacheDir === undefined ? undefined : join(options.cacheDir, `validator.${hash}.${(fingerprint ??= codeFingerprint())}.js`));
  const schemas = new Map<string, JsonObject>();
  const modules = new Map<string, Promise<string>>();
  return {
    /** registers a resolved schema and returns its hash (the module's name) */
    register(schema: JsonObject): string {
      const hash = contentHash(schema);
      schemas.set(hash, schema);
      return hash;
    },
    /** the bundled module for a registered hash, undefined for an unknown one */
    module(hash: string): Promise<string> | undefined {
      const cached = modules.get(hash);
      if (cached) return cached;
      const schema = schemas.get(hash);
      if (!schema) return undefined;
      const pending = (async () => {
        const file = cachedFile(hash);
        if (file !== undefined && existsSync(file)) return readFileSync(file, 'utf8');
        const source = compileValidatorModule(schema, join(GENERATED_VALIDATORS, `studio.${hash}.js`));
        const result = await build({
          stdin: { contents: source, resolveDir: GENERATED_VALIDATORS, sourcefile: `studio.${hash}.js`, loader: 'js' },
          bundle: true,
          format: 'esm',
          platform: 'browser',
          target: 'es2022',
          write: false,
          legalComments: 'none',
          logLevel: 'silent',
        });
        const text = result.outputFiles[0]?.text ?? '';
        if (file !== undefined && options.cacheDir !== undefined && text !== '') {
          writeFileAtomically(file, text);
        }
        return text;
      })();
      modules.set(hash, pending);
      pending.catch(() => modules.delete(hash));
      return pending;
    },
  };
}

export type StudioValidators = ReturnType<typeof createStudioValidators>;
