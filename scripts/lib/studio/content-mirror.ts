import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { resolveContentPath } from './content-paths';
import type { ContentOverrides } from './content-workspace';
import { WORKSPACE_DIRS } from './content-workspace';

/** A file's stamp: when a stamp differs from the mirrored one, the file is copied again. */
type Stamp = string;

/**
 * A copy of the content directories kept beside the working tree, brought up to date before each
 * use by copying only the files that changed (by size and modification time), removing the ones
 * that are gone — other people's new content is picked up, nothing is copied twice. The studio's
 * unsaved texts are written into it for one synchronous piece of work and taken out afterwards, so
 * a check of one changed overlay does not copy the whole tree (it used to: ~250 ms on an idle
 * machine, seconds on a busy one). The real tree is never written.
 */
export function createContentMirror(root: string) {
  let dir: string | undefined;
  /** content path → stamp of the copy in the mirror */
  const copied = new Map<string, Stamp>();
  /** directories the mirror has (content paths) */
  const dirs = new Set<string>();
  const stats = { copied: 0, removed: 0 };

  const mirrorDir = (): string => (dir ??= mkdtempSync(join(tmpdir(), 'content-studio-mirror-')));

  /** Every file under the content directories of the root, with its stamp; and their directories. */
  const scan = (): { files: Map<string, Stamp>; folders: Set<string> } => {
    const files = new Map<string, Stamp>();
    const folders = new Set<string>();
    const walk = (path: string): void => {
      folders.add(path);
      for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
        const child = `${path}/${entry.name}`;
        if (entry.isDirectory()) walk(child);
        else if (entry.isFile()) {
          const stat = statSync(join(root, child));
          files.set(child, `${stat.size}:${stat.mtimeMs}`);
        }
      }
    };
    for (const top of WORKSPACE_DIRS) if (existsSync(join(root, top))) walk(top);
    return { files, folders };
  };

  /** Brings the mirror up to date with the root and returns its directory. */
  const sync = (): string => {
    const target = mirrorDir();
    const { files, folders } = scan();
    for (const path of copied.keys()) {
      if (files.has(path)) continue;
      rmSync(join(target, path), { force: true });
      copied.delete(path);
      stats.removed += 1;
    }
    // deepest first, so a removed form directory goes with its sub-directories
    for (const folder of [...dirs].sort((a, b) => b.length - a.length)) {
      if (folders.has(folder)) continue;
      rmSync(join(target, folder), { recursive: true, force: true });
      dirs.delete(folder);
    }
    for (const folder of [...folders].sort()) {
      if (dirs.has(folder)) continue;
      mkdirSync(join(target, folder), { recursive: true });
      dirs.add(folder);
    }
    for (const [path, stamp] of files) {
      if (copied.get(path) === stamp) continue;
      copyFileSync(join(root, path), join(target, path));
      copied.set(path, stamp);
      stats.copied += 1;
    }
    return target;
  };

  return {
    stats,
    /**
     * Runs `work` over the content as it would be with the unsaved texts: over the root itself
     * when there are none, else over the mirror with the texts written in (paths checked as writes),
     * which are taken out again afterwards.
     */
    run<T>(overrides: ContentOverrides, work: (root: string) => T): T {
      const paths = Object.keys(overrides);
      if (paths.length === 0) return work(root);
      const target = sync();
      const written: string[] = [];
      const created: string[] = [];
      try {
        for (const path of paths) {
          const file = resolveContentPath(target, path, 'write');
          let parent = dirname(path);
          const missing: string[] = [];
          while (parent !== '.' && !dirs.has(parent) && !existsSync(join(target, parent))) {
            missing.push(parent);
            parent = dirname(parent);
          }
          mkdirSync(dirname(file), { recursive: true });
          created.push(...missing);
          writeFileSync(file, overrides[path] ?? '');
          written.push(path);
        }
        return work(target);
      } finally {
        for (const path of written) {
          // the saved text back (a stale stamp only makes the next sync copy it once more)
          if (copied.has(path) && existsSync(join(root, path))) copyFileSync(join(root, path), join(target, path));
          else {
            rmSync(join(target, path), { force: true });
            copied.delete(path);
          }
        }
        for (const folder of created.sort((a, b) => b.length - a.length)) {
          try {
            rmdirSync(join(target, folder));
          } catch {
            // not empty: something else lives there now
          }
        }
      }
    },
    /** names the saved tree as it is now (every content file's size and time): a view computed under the same name is still true */
    treeStamp(): string {
      const hash = createHash('sha256');
      for (const [path, stamp] of [...scan().files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(path).update('\u0000').update(stamp).update('\u0000');
      return hash.digest('hex');
    },
    /** brings the mirror up to date ahead of the first use (its first copy is the whole tree) */
    prepare(): void {
      sync();
    },
    /** removes the mirror (the server's end) */
    dispose(): void {
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
      dir = undefined;
      copied.clear();
      dirs.clear();
    },
  };
}

export type ContentMirror = ReturnType<typeof createContentMirror>;
