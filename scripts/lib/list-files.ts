import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Files under `dir` (recursively) whose name ends with `suffix`, as sorted POSIX paths relative to `base`. */
export function listFiles(dir: string, suffix: string, base: string = dir): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listFiles(path, suffix, base));
    else if (entry.name.endsWith(suffix)) found.push(relative(base, path).split(sep).join('/'));
  }
  return found.sort();
}
