import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../../scripts/lib/content-check/check-content';
import { REPO_ROOT } from '../../../scripts/lib/repo-paths';
import { createCheckStepMemo } from '../../../scripts/lib/studio/check-step-memo';
import { WORKSPACE_DIRS } from '../../../scripts/lib/studio/content-workspace';
import { createVariantCheckMemo } from '../../../scripts/lib/studio/variant-check-memo';

let root: string;
let cacheDir: string;
const variants = () => createVariantCheckMemo({ fingerprint: 'test' });
let variantMemo: ReturnType<typeof variants>;
const stepMemo = () => createCheckStepMemo({ cacheDir, fingerprint: 'test' });
let steps: ReturnType<typeof stepMemo>;

/** The whole content check through both memos, as the studio runs it for a text, settings or market change. */
const wholeCheck = (using = steps) => {
  using.resetStats();
  const errors = checkContent({ root, variantProblems: variantMemo.variantProblems, ...using.forRoot(root) });
  using.flush();
  return { errors, computed: [...using.stats.computed], reused: using.stats.reused.length };
};
const edit = (path: string, change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(join(root, path), JSON.stringify(json, null, 2));
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'studio-steps-'));
  cacheDir = mkdtempSync(join(tmpdir(), 'studio-steps-cache-'));
  for (const dir of WORKSPACE_DIRS) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
  variantMemo = variants();
  steps = stepMemo();
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('whole content check, check by check (check-step memo)', () => {
  it('finds what checkContent finds, and on the same tree runs no check again', () => {
    const first = wholeCheck();
    expect(first.computed).toContain('forms');
    expect(first.computed).toContain('regex-safety');
    expect(first.reused).toBe(0);
    expect(first.errors).toEqual(checkContent({ root }));
    const again = wholeCheck();
    expect(again.computed).toEqual([]);
    expect(again.reused).toBe(first.computed.length);
    expect(again.errors).toEqual(first.errors);
  }, 300_000);

  it('runs no check again for a text whose wording changed or a key nobody asks for', () => {
    edit('src/i18n/locales/en/menu.json', (json) => {
      (json.items as Record<string, string>).home = 'Start page';
      json.studioTestUnused = 'not asked by any content';
    });
    const result = wholeCheck();
    expect(result.computed).toEqual([]);
  }, 300_000);

  it('runs again only the checks that asked for a key whose answer changed, with the same result as checkContent', () => {
    edit('src/i18n/locales/en/menu.json', (json) => {
      delete (json.items as Record<string, string>).home;
    });
    const result = wholeCheck();
    // the side menu names menu:items.home: the menu check runs again; the ReDoS scan, the fixtures, the flows do not
    expect(result.computed).toContain('menus');
    expect(result.computed).not.toContain('regex-safety');
    expect(result.computed).not.toContain('fixtures');
    expect(result.computed).not.toContain('flows');
    expect(result.errors).toContainEqual(expect.objectContaining({ file: 'schemas/menus/side-menu.json', message: 'unknown i18n key "menu:items.home"' }));
    expect(result.errors).toEqual(checkContent({ root }));
  }, 300_000);

  it('runs every check again after another content change, and a new server reads the results from disk', () => {
    edit('schemas/settings/platform.json', (json) => {
      json.$comment = `${typeof json.$comment === 'string' ? json.$comment : ''} (studio step memo test)`;
    });
    const changed = wholeCheck();
    expect(changed.reused).toBe(0);
    const restarted = wholeCheck(stepMemo());
    expect(restarted.computed).toEqual([]);
    expect(restarted.errors).toEqual(changed.errors);
  }, 300_000);
});
