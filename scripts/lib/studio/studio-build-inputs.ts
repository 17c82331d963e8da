import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../repo-paths';

/** What the studio bundle is built from: its own sources, the player code it reuses (renderer, engine, i18n), the dependencies. */
const INPUT_DIRS = ['studio', 'src'] as const;
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'] as const;
/** not part of the bundle: the studio's own e2e */
const SKIPPED = new Set(['studio/e2e']);

function files(dir: string): string[] {
  if (SKIPPED.has(dir) || !existsSync(join(REPO_ROOT, dir))) return [];
  return readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? files(path) : entry.isFile() ? [path] : [];
  });
}

/**
 * A hash of everything the studio bundle is built from: `npm run studio` builds only when it
 * changed since the last build into the same directory (a start without a build takes a second
 * where a build takes several, minutes on a busy machine).
 */
export function studioBuildInputsHash(): string {
  const hash = createHash('sha256');
  for (const path of [...INPUT_DIRS.flatMap(files), ...INPUT_FILES].sort()) {
    const file = join(REPO_ROOT, path);
    hash.update(path).update('\u0000').update(existsSync(file) ? readFileSync(file) : '').update('\u0000');
  }
  return hash.digest('hex');
}
