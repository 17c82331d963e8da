import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedTextMemo } from '../generated-files';
import { generatedFiles } from '../generated-files';
import { syncGenerated } from '../sync-generated';
import { codeFingerprint, fingerprintOfFiles } from './variant-check-memo';
import { writeFileAtomically } from './write-file-atomically';

/** gen's own code besides the checks' (codeFingerprint covers the engine and the validator compiler). */
const GEN_CODE_FILES = [
  'scripts/lib/generated-files.ts',
  'scripts/lib/form-types.ts',
  'scripts/lib/generated-header.ts',
  'scripts/lib/validator-declaration.ts',
  'scripts/lib/relative-import.ts',
  // the compilers' versions (ajv, json-schema-to-typescript)
  'package-lock.json',
] as const;

/** What one regeneration did to src/generated. */
export interface GenerateReport {
  /** files written (stale or missing before) and removed (gen no longer writes them), POSIX paths under the root */
  written: string[];
  removed: string[];
  /** validator modules and form types compiled, and those taken from the memo */
  compiled: number;
  reused: number;
  ms: number;
}

export interface StudioGenerateOptions {
  root: string;
  /** where compiled modules are kept between runs (none: in memory only) */
  cacheDir?: string;
  /** names the code the outputs were made by (default: the checks' code and gen's) */
  fingerprint?: string;
}

/** The fingerprint of the code gen's memoised outputs are made by. */
export function generateFingerprint(): string {
  return `${codeFingerprint()}.${fingerprintOfFiles(GEN_CODE_FILES)}`;
}

/**
 * Regenerates the root's src/generated with **gen's own code** (`generatedFiles` + `syncGenerated`,
 * exactly what `npm run gen -- --root <root>` does), so the committed generated files are fresh the
 * moment a studio save returns and `npm test`'s `gen --check` passes. The written paths are gen's
 * derived output, never paths a client named. A validator module or a form's types is compiled once
 * per content (the memo, in memory and on disk under the code's fingerprint); every chain is still
 * resolved, so the result is always the whole of gen's output. Runs one at a time.
 */
export function createStudioGenerate(options: StudioGenerateOptions) {
  const { root } = options;
  const fingerprint = options.fingerprint ?? generateFingerprint();
  const dir = options.cacheDir === undefined ? undefined : join(options.cacheDir, `generated.${fingerprint}`);
  const memory = new Map<string, string>();
  let compiled = 0;
  let reused = 0;
  const memo: GeneratedTextMemo = async (key, compute) => {
    const known = memory.get(key);
    if (known !== undefined) {
      reused += 1;
      return known;
    }
    const file = dir === undefined ? undefined : join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.txt`);
    if (file !== undefined && existsSync(file)) {
      const text = readFileSync(file, 'utf8');
      memory.set(key, text);
      reused += 1;
      return text;
    }
    const text = await compute();
    compiled += 1;
    memory.set(key, text);
    if (file !== undefined) writeFileAtomically(file, text);
    return text;
  };
  let queue: Promise<unknown> = Promise.resolve();
  const run = async (write: boolean): Promise<GenerateReport> => {
    const started = performance.now();
    compiled = 0;
    reused = 0;
    const report = syncGenerated(root, await generatedFiles(root, { memo }), !write);
    return { written: [...report.stale, ...report.missing], removed: report.extra, compiled, reused, ms: Math.round(performance.now() - started) };
  };
  const queued = (write: boolean): Promise<GenerateReport> => {
    const next = queue.then(() => run(write));
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    /** writes src/generated as gen would; returns what changed */
    regenerate: () => queued(true),
    /** what `gen --check` would report, writing nothing (and filling the memo) */
    check: () => queued(false),
  };
}

export type StudioGenerate = ReturnType<typeof createStudioGenerate>;
