import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VariantProblems } from '../content-check/check-context';
import { checkVariant } from '../content-check/check-variant';
import type { DocProblem } from '../content-check/doc-problem';
import { REPO_ROOT } from '../repo-paths';
import { writeFileAtomically } from './write-file-atomically';

/** What one variant check found, and the i18n keys it asked about with the answers it got. */
interface MemoEntry {
  problems: DocProblem[];
  keys: Array<[string, boolean]>;
}

export interface VariantCheckMemoOptions {
  /** where the memo is kept between runs; none = in memory only */
  cacheDir?: string;
  /** names the code the checks are (a memo written by other code is not read); default codeFingerprint() */
  fingerprint?: string;
  /** keeps at most this many variants (the oldest go first) */
  maxEntries?: number;
}

/** How much of the last checks was answered from the memo. */
export interface MemoStats {
  computed: number;
  reused: number;
  /** the variants checked again, as "form × market" */
  computedVariants: string[];
}

/** The code a variant check runs (content check, engine, widget registries, meta-schemas): a change makes the disk memo stale. */
const CODE_DIRS = ['scripts/lib/content-check', 'src/engine', 'schemas/meta'] as const;
const CODE_FILES = ['scripts/lib/compile-validator-module.ts', 'src/renderer/widgets/widget-names.ts', 'src/renderer/widgets/widget-inputs.ts', 'src/renderer/widgets/password-hint-definitions.ts'] as const;

function codeFiles(dir: string): string[] {
  const absolute = join(REPO_ROOT, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return codeFiles(path);
    return /\.(ts|json)$/.test(entry.name) ? [path] : [];
  });
}

/** A hash of code files (repository paths) and what they hold. */
export function fingerprintOfFiles(paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const path of [...paths].sort()) {
    const file = join(REPO_ROOT, path);
    hash.update(path).update('\u0000').update(existsSync(file) ? readFileSync(file) : '').update('\u0000');
  }
  return hash.digest('hex').slice(0, 16);
}

/** A hash of the checks' own code (about 180 files, read once per server). */
export function codeFingerprint(): string {
  return fingerprintOfFiles([...CODE_DIRS.flatMap(codeFiles), ...CODE_FILES]);
}

/**
 * checkVariant memoised by what it depends on: the form id, the market, the merged variant, the
 * market's settings (the key, a SHA-256 of their JSON) and the answers to the i18n keys it asked
 * about (recorded, compared on reuse). A change to one overlay changes only the variants that
 * overlay takes part in, so only those are checked again; a translation change re-checks only the
 * variants that asked for a key whose answer changed. Kept on disk between runs (keyed by the code
 * fingerprint), so a new server does not check the saved tree again.
 */
export function createVariantCheckMemo(options: VariantCheckMemoOptions = {}) {
  const fingerprint = options.fingerprint ?? codeFingerprint();
  const maxEntries = options.maxEntries ?? 20_000;
  const file = options.cacheDir === undefined ? undefined : join(options.cacheDir, `variant-checks.${fingerprint}.json`);
  let entries: Map<string, MemoEntry> | undefined;
  let dirty = false;
  const stats: MemoStats = { computed: 0, reused: 0, computedVariants: [] };

  const load = (): Map<string, MemoEntry> => {
    if (entries) return entries;
    entries = new Map();
    if (file !== undefined && existsSync(file)) {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, MemoEntry>;
        for (const [key, entry] of Object.entries(saved)) if (Array.isArray(entry.problems) && Array.isArray(entry.keys)) entries.set(key, entry);
      } catch {
        // an unreadable memo is only a slower first check
        entries.clear();
      }
    }
    return entries;
  };

  const variantProblems: VariantProblems = (ctx, formId, market, merged) => {
    const memo = load();
    const key = createHash('sha256')
      .update(JSON.stringify([formId, market, merged.schema, merged.ui, ctx.settings.get(market) ?? null]))
      .digest('hex');
    const known = memo.get(key);
    if (known && known.keys.every(([name, answer]) => ctx.hasI18nKey(name) === answer)) {
      stats.reused += 1;
      // most recently used last: the oldest are dropped first
      memo.delete(key);
      memo.set(key, known);
      return known.problems;
    }
    const asked = new Map<string, boolean>();
    const recording = {
      ...ctx,
      hasI18nKey: (name: string) => {
        const answer = ctx.hasI18nKey(name);
        asked.set(name, answer);
        return answer;
      },
    };
    const problems = checkVariant(recording, formId, market, merged);
    stats.computed += 1;
    stats.computedVariants.push(`${formId} × ${market}`);
    memo.delete(key);
    memo.set(key, { problems, keys: [...asked] });
    while (memo.size > maxEntries) {
      const oldest = memo.keys().next().value;
      if (oldest === undefined) break;
      memo.delete(oldest);
    }
    dirty = true;
    return problems;
  };

  return {
    variantProblems,
    stats,
    /** starts counting afresh (the figures of one check) */
    resetStats(): void {
      stats.computed = 0;
      stats.reused = 0;
      stats.computedVariants = [];
    },
    /** writes the memo to disk when it changed (atomically: a half-written memo is never read) */
    flush(): void {
      if (!dirty || file === undefined || !entries || options.cacheDir === undefined) return;
      writeFileAtomically(file, JSON.stringify(Object.fromEntries(entries)));
      dirty = false;
    },
  };
}

export type VariantCheckMemo = ReturnType<typeof createVariantCheckMemo>;
