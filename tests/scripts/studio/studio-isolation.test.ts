import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../../scripts/lib/list-files';
import { REPO_ROOT } from '../../../scripts/lib/repo-paths';

describe('the studio stays out of the player bundle', () => {
  it('no module of src/ imports the studio, CodeMirror or @xyflow/react', () => {
    const offenders = [...listFiles(join(REPO_ROOT, 'src'), '.ts'), ...listFiles(join(REPO_ROOT, 'src'), '.tsx')].filter((file) => {
      if (file.startsWith('generated/')) return false;
      const code = readFileSync(join(REPO_ROOT, 'src', file), 'utf8');
      return /from\s+['"](?:[./]*\/studio\/|@codemirror\/|@xyflow\/)/.test(code) || /import\(\s*['"](?:[./]*\/studio\/|@codemirror\/|@xyflow\/)/.test(code);
    });
    expect(offenders).toEqual([]);
  });

  it('the site has its own entry: the studio builds from studio/index.html into dist-studio/', () => {
    const config = readFileSync(join(REPO_ROOT, 'studio', 'vite.config.ts'), 'utf8');
    expect(config).toContain("outDir: '../dist-studio'");
    expect(readFileSync(join(REPO_ROOT, 'index.html'), 'utf8')).not.toContain('studio');
  });
});
