import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomically } from './write-file-atomically';

export interface StudioViewCacheOptions {
  /** where views are kept between runs (one file per view); none: in memory only */
  cacheDir?: string;
  /** names the code that computes the views: views written by other code are not read */
  fingerprint: string;
}

/** Where a view's answer came from (the server's log and the tests say it). */
export type ViewOrigin = 'memory' | 'disk' | 'computed';

interface StoredView {
  /** the content hash the view was computed for */
  content: string;
  /** the view as JSON text, sent as it is */
  text: string;
}

/**
 * The studio's views of the saved tree (the overview, a form's matrix) as JSON texts, kept in
 * memory and on disk under the hash of the content they were computed from (content-tree-hash.ts)
 * and the fingerprint of the code that computed them. A new server over the same content answers
 * the first visit from disk; a view of other content (a file changed, added or removed) is computed
 * again and replaces the stored one.
 */
export function createStudioViewCache(options: StudioViewCacheOptions) {
  const memory = new Map<string, StoredView>();
  const dir = options.cacheDir === undefined ? undefined : join(options.cacheDir, `views.${options.fingerprint}`);
  const fileOf = (name: string) => (dir === undefined ? undefined : join(dir, `${createHash('sha256').update(name).digest('hex').slice(0, 16)}.json`));

  const fromDisk = (name: string, content: string): StoredView | undefined => {
    const file = fileOf(name);
    if (file === undefined || !existsSync(file)) return undefined;
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredView>;
      return stored.content === content && typeof stored.text === 'string' ? { content, text: stored.text } : undefined;
    } catch {
      // an unreadable view is computed again
      return undefined;
    }
  };

  const toDisk = (name: string, view: StoredView): void => {
    const file = fileOf(name);
    if (file === undefined || dir === undefined) return;
    writeFileAtomically(file, JSON.stringify(view));
  };

  return {
    /** the view `name` of the content `content` (its tree hash): from memory, from disk, or computed and kept */
    get(name: string, content: string, compute: () => unknown): { text: string; origin: ViewOrigin } {
      const known = memory.get(name);
      if (known?.content === content) return { text: known.text, origin: 'memory' };
      const stored = fromDisk(name, content);
      if (stored) {
        memory.set(name, stored);
        return { text: stored.text, origin: 'disk' };
      }
      const view = { content, text: JSON.stringify(compute()) };
      memory.set(name, view);
      toDisk(name, view);
      return { text: view.text, origin: 'computed' };
    },
  };
}

export type StudioViewCache = ReturnType<typeof createStudioViewCache>;
