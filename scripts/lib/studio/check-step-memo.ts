import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckStep } from '../content-check/check-content';
import type { ContentError } from '../content-check/content-error';
import { createI18nLookup } from '../content-check/i18n-lookup';
import type { ContentTreeHash } from './content-tree-hash';
import { createContentTreeHash, isLocalePath } from './content-tree-hash';
import { writeFileAtomically } from './write-file-atomically';

/** One check's last result and what it depended on. */
interface StepEntry {
  /** the content hash of the tree without the translation files the check ran over */
  content: string;
  /** every i18n key the check asked about, with the answer it got */
  keys: Array<[string, boolean]>;
  errors: ContentError[];
}

export interface CheckStepMemoOptions {
  /** names the checks' code (a memo written by other code is not read) */
  fingerprint: string;
  /** where the memo is kept between runs; none = in memory only */
  cacheDir?: string;
  /** shared with the studio's other content hashes (files are read again only when they changed) */
  treeHash?: ContentTreeHash;
}

/** Results kept per check: the saved tree's and a few with unsaved texts, so going back and forth reuses both. */
const ENTRIES_PER_STEP = 4;

/** Which named checks of the last whole check ran and which were reused. */
export interface StepStats {
  computed: string[];
  reused: string[];
}

/**
 * The whole content check (checkContent) made incremental check by check, with dependency
 * tracking: each named check's result is kept with what it depended on — the content it ran over
 * apart from the translation files (a content hash), and the answer to every i18n key it asked
 * about (recorded through the lookup this memo gives checkContent). The checks read translations
 * only through that lookup, so a translation change runs again only the checks that asked for a key
 * whose answer changed (the form variants among them again only where a variant asked: the variant
 * memo); a text changed in wording, or a key nobody asks for, runs none. Any other content change
 * runs every check again (the variant memo still reuses the unchanged form variants).
 */
export function createCheckStepMemo(options: CheckStepMemoOptions) {
  const treeHash = options.treeHash ?? createContentTreeHash();
  const file = options.cacheDir === undefined ? undefined : join(options.cacheDir, `check-steps.${options.fingerprint}.json`);
  /** per check name, its last results, most recent first */
  let entries: Map<string, StepEntry[]> | undefined;
  let dirty = false;
  const stats: StepStats = { computed: [], reused: [] };

  const load = (): Map<string, StepEntry[]> => {
    if (entries) return entries;
    entries = new Map();
    if (file !== undefined && existsSync(file)) {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, StepEntry[]>;
        for (const [name, list] of Object.entries(saved)) {
          if (Array.isArray(list)) entries.set(name, list.filter((entry) => typeof entry.content === 'string' && Array.isArray(entry.keys) && Array.isArray(entry.errors)));
        }
      } catch {
        // an unreadable memo is only a slower first check
        entries.clear();
      }
    }
    return entries;
  };

  return {
    stats,
    /**
     * What checkContent needs to run incrementally over `root` (the saved tree or the mirror with
     * unsaved texts): the i18n lookup that records what each check asks, and the step wrapper.
     * Results are kept per check name: the saved tree and the tree with a text both reuse them.
     */
    forRoot(root: string): { hasI18nKey: (key: string) => boolean; step: CheckStep } {
      const memo = load();
      const lookup = createI18nLookup(root);
      const content = treeHash.hash(root, (path) => !isLocalePath(path));
      let asked: Map<string, boolean> | undefined;
      const hasI18nKey = (key: string): boolean => {
        const answer = lookup(key);
        asked?.set(key, answer);
        return answer;
      };
      const step: CheckStep = (name, run) => {
        const list = memo.get(name) ?? [];
        const known = list.find((entry) => entry.content === content && entry.keys.every(([key, answer]) => lookup(key) === answer));
        if (known) {
          stats.reused.push(name);
          return known.errors;
        }
        const outer = asked;
        const mine = new Map<string, boolean>();
        asked = mine;
        let errors: ContentError[];
        try {
          errors = run();
        } finally {
          asked = outer;
        }
        // a check inside another one (none today) makes the outer one depend on its keys too
        if (outer) for (const [key, answer] of mine) outer.set(key, answer);
        memo.set(name, [{ content, keys: [...mine], errors }, ...list].slice(0, ENTRIES_PER_STEP));
        stats.computed.push(name);
        dirty = true;
        return errors;
      };
      return { hasI18nKey, step };
    },
    /** starts counting afresh (the figures of one check) */
    resetStats(): void {
      stats.computed = [];
      stats.reused = [];
    },
    /** writes the memo to disk when it changed (atomically) */
    flush(): void {
      if (!dirty || file === undefined || !entries || options.cacheDir === undefined) return;
      writeFileAtomically(file, JSON.stringify(Object.fromEntries(entries)));
      dirty = false;
    },
  };
}

export type CheckStepMemo = ReturnType<typeof createCheckStepMemo>;
