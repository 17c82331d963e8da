import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_DIRS } from './content-workspace';

/** The content paths one hash covers (default: every file of the content directories). */
export type ContentPathFilter = (path: string) => boolean;

/** True for the translation files (src/i18n/locales/…): checks read them only through the i18n lookup. */
export const isLocalePath: ContentPathFilter = (path) => path.startsWith('src/i18n/locales/');

/**
 * Names a content tree by what its files hold (SHA-256 over every content path and the SHA-256 of
 * its bytes), so a view or check result computed for the same content is found again even when the
 * files were copied or touched (a new e2e root, a mirror with an unsaved text taken out again). A
 * file is read again only when its size or modification time changed since the last hash of the
 * same absolute path; the walk itself is one stat per file.
 */
export function createContentTreeHash() {
  /** absolute path → the stamp (size and time) it had when hashed, and the hash of its bytes */
  const files = new Map<string, { stamp: string; hash: string }>();
  const stats = { read: 0 };

  const fileHash = (absolute: string): string => {
    const stat = statSync(absolute);
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const known = files.get(absolute);
    if (known?.stamp === stamp) return known.hash;
    const hash = createHash('sha256').update(readFileSync(absolute)).digest('hex');
    stats.read += 1;
    files.set(absolute, { stamp, hash });
    return hash;
  };

  return {
    stats,
    /** the hash of the content under `root` the filter keeps (content paths relative to the root, sorted) */
    hash(root: string, keep: ContentPathFilter = () => true): string {
      const paths: string[] = [];
      const walk = (path: string): void => {
        for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
          const child = `${path}/${entry.name}`;
          if (entry.isDirectory()) walk(child);
          else if (entry.isFile() && keep(child)) paths.push(child);
        }
      };
      for (const top of WORKSPACE_DIRS) if (existsSync(join(root, top))) walk(top);
      const tree = createHash('sha256');
      for (const path of paths.sort()) tree.update(path).update('\u0000').update(fileHash(join(root, path))).update('\u0000');
      return tree.digest('hex');
    },
  };
}

export type ContentTreeHash = ReturnType<typeof createContentTreeHash>;
