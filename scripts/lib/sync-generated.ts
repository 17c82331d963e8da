import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GENERATED_DIR, GENERATED_SUBDIRS } from './generated-files';
import { listFiles } from './list-files';

export interface SyncReport {
  stale: string[];
  missing: string[];
  extra: string[];
}

/** Compares (and unless `check`, writes) the generated files; returns what differed. */
export function syncGenerated(root: string, files: ReadonlyMap<string, string>, check: boolean): SyncReport {
  const report: SyncReport = { stale: [], missing: [], extra: [] };
  for (const [path, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const absolute = join(root, path);
    if (!existsSync(absolute)) report.missing.push(path);
    else if (readFileSync(absolute, 'utf8') !== content) report.stale.push(path);
    else continue;
    if (!check) {
      mkdirSync(dirname(absolute), { recursive: true });
      writeFileSync(absolute, content);
    }
  }
  for (const subdir of GENERATED_SUBDIRS) {
    const dir = `${GENERATED_DIR}/${subdir}`;
    for (const file of listFiles(join(root, dir), '')) {
      const path = `${dir}/${file}`;
      if (files.has(path)) continue;
      report.extra.push(path);
      if (!check) rmSync(join(root, path));
    }
  }
  return report;
}
