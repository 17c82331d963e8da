import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { REPO_ROOT } from '../lib/repo-paths';
import { compileValidatorModule } from '../lib/compile-validator-module';
import type { JsonObject } from '../../src/engine/json-value';
import { syntheticSchema } from './synthetic-form';

export const BENCH_DIR = resolve(REPO_ROOT, '.bench');
const PAGE_DIR = resolve(REPO_ROOT, 'scripts', 'bench', 'page');
const VIRTUAL = 'virtual:bench-validators';

/**
 * Compiles the synthetic forms' validators with the project's own compile path
 * (compileValidatorModule, as `npm run gen` does for content) into .bench/generated/.
 */
export function writeBenchValidators(sizes: readonly number[]): Map<number, string> {
  const dir = resolve(BENCH_DIR, 'generated');
  mkdirSync(dir, { recursive: true });
  const files = new Map<number, string>();
  for (const size of sizes) {
    const file = resolve(dir, `bench-${size}.js`);
    writeFileSync(file, compileValidatorModule(syntheticSchema(size, 'keys') as JsonObject, file));
    files.set(size, file);
  }
  return files;
}

function benchValidatorsPlugin(files: Map<number, string>): Plugin {
  return {
    name: 'bench:validators',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      const entries = [...files].map(([size, file]) => `  ${size}: () => import(${JSON.stringify(file)}),`);
      return `export const BENCH_VALIDATORS = {\n${entries.join('\n')}\n};\n`;
    },
  };
}

/** Builds the bench page (production React, minified) into .bench/site/ and returns that directory. */
export async function buildBenchPage(sizes: readonly number[]): Promise<string> {
  const outDir = resolve(BENCH_DIR, 'site');
  await build({
    configFile: false,
    root: PAGE_DIR,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), benchValidatorsPlugin(writeBenchValidators(sizes))],
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 10_000 },
  });
  return outDir;
}
