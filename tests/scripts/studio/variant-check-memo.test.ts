import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../../scripts/lib/content-check/check-content';
import { createFsContentSource } from '../../../scripts/lib/fs-content-source';
import { REPO_ROOT } from '../../../scripts/lib/repo-paths';
import { WORKSPACE_DIRS } from '../../../scripts/lib/studio/content-workspace';
import { checkScope, scopedCheck } from '../../../scripts/lib/studio/scoped-check';
import { createVariantCheckMemo } from '../../../scripts/lib/studio/variant-check-memo';

let root: string;
let cacheDir: string;
const memo = () => createVariantCheckMemo({ cacheDir, fingerprint: 'test' });
let shared: ReturnType<typeof memo>;

const formsWithMethods = () => {
  const source = createFsContentSource(root);
  return source.formIds().filter((id) => source.formAxes(id).methods.length > 0);
};
const check = (changed: string[], using = shared) => {
  using.resetStats();
  const errors = scopedCheck(root, checkScope(changed, formsWithMethods()), using.variantProblems);
  return { errors, computed: [...using.stats.computedVariants], reused: using.stats.reused };
};
const edit = (path: string, change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(join(root, path), JSON.stringify(json, null, 2));
};
const markets = () => createFsContentSource(root).markets();

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'studio-memo-'));
  cacheDir = mkdtempSync(join(tmpdir(), 'studio-memo-cache-'));
  for (const dir of WORKSPACE_DIRS) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
  shared = memo();
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('incremental content check (variant-check memo)', () => {
  it('finds exactly what the content check finds over the whole tree', () => {
    const full = check(['schemas/settings/platform.json']);
    expect(full.computed.length).toBeGreaterThan(100);
    expect(full.errors).toEqual(checkContent({ root }));
    // the same tree again: every variant is known
    const again = check(['schemas/settings/platform.json']);
    expect(again.computed).toEqual([]);
    expect(again.errors).toEqual(full.errors);
    // two whole content checks: seconds, minutes on a loaded machine
  }, 300_000);

  it('a change to one market overlay checks again only the variant that overlay takes part in', () => {
    edit('schemas/forms/registration/markets/SWE.json', (overlay) => {
      overlay.schema = { ...(overlay.schema as object), properties: { ...((overlay.schema as { properties?: object }).properties ?? {}), nickName: { widget: 'nope' } } };
    });
    const result = check(['schemas/forms/registration/markets/SWE.json']);
    expect(result.computed).toEqual(['registration × SWE']);
    expect(result.reused).toBe(markets().length - 1);
    expect(result.errors.some((error) => error.file === 'schemas/forms/registration/markets/SWE.json')).toBe(true);
  });

  it("a change to a payment method's overlay checks again only that method's variants of its cashier form", () => {
    edit('schemas/cashier/methods/card/deposit.json', (overlay) => {
      overlay.ui = { ...(overlay.ui as object), 'ui:order': ['*'] };
    });
    const result = check(['schemas/cashier/methods/card/deposit.json']);
    // one per market: cashier-deposit × market × card (the variants without card are unchanged)
    expect(result.computed).toHaveLength(markets().length);
    expect(new Set(result.computed)).toEqual(new Set(markets().map((market) => `cashier-deposit × ${market}`)));
    expect(result.reused).toBeGreaterThan(markets().length * 5);
  });

  it('a translation removed checks again only the variants that asked for that key, and finds it missing', () => {
    edit('src/i18n/locales/en/login.json', (texts) => {
      delete texts.title;
    });
    const result = check(['src/i18n/locales/en/login.json']);
    expect(result.computed.length).toBeGreaterThan(0);
    expect(result.computed.every((variant) => variant.startsWith('login × '))).toBe(true);
    expect(result.errors.some((error) => error.file === 'schemas/forms/login/schema.json' && error.message.includes('login:title'))).toBe(true);
    // a whole content check (most variants from the memo)
  }, 60_000);

  it('is kept on disk: a new server checks the same tree without checking any variant again', () => {
    shared.flush();
    const fresh = memo();
    const result = check(['schemas/settings/platform.json'], fresh);
    expect(result.computed).toEqual([]);
    expect(result.reused).toBeGreaterThan(100);
    // a memo written by other code (another fingerprint) is not read
    const other = createVariantCheckMemo({ cacheDir, fingerprint: 'other-code' });
    expect(check(['schemas/forms/login/markets/SWE.json'], other).computed.length).toBeGreaterThan(0);
  }, 60_000);
});
