import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedFiles } from '../../scripts/lib/generated-files';
import { syncGenerated } from '../../scripts/lib/sync-generated';
import { WHOLE_AMOUNT_PATTERN } from '../../src/engine/method-flags';
import type { SharedVariant, VariantIndex } from '../../src/engine/variant-index';
import { cashierContent } from './cashier-content';
import { removeContent, writeContent } from './temp-content';

let root = '';
let files = new Map<string, string>();

beforeAll(async () => {
  root = writeContent(cashierContent());
  files = await generatedFiles(root);
  syncGenerated(root, files, false);
});
afterAll(() => removeContent(root));

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const index = () => JSON.parse(read('src/generated/variant-index.json')) as VariantIndex;
const pay = () => {
  const form = index().forms.pay;
  if (!form) throw new Error('no pay form in the index');
  return form;
};
const generated = (dir: string, prefix: string) => readdirSync(join(root, 'src/generated', dir)).filter((name) => name.startsWith(prefix)).sort();

describe('gen: variant axes and content-hashed files', () => {
  it('declares every form × market chain, and form × market × method for a form with methods', () => {
    expect(pay()).toMatchObject({ direction: 'deposit', methods: ['card', 'wallet'] });
    expect(Object.keys(pay().chains)).toEqual(['INT', 'INT/card', 'INT/wallet', 'HUN', 'HUN/card', 'HUN/wallet', 'ROU', 'ROU/card', 'ROU/wallet']);
    expect(Object.keys(index().forms.signup?.chains ?? {})).toEqual(['INT', 'HUN', 'ROU']);
  });

  it('two markets with identical resolved schema share one validator module', () => {
    const { chains } = pay();
    // INT, HUN and ROU resolve "pay" to the same schema (HUN's overlay changes only the ui)
    expect(chains.HUN?.validator).toBe(chains.INT?.validator);
    expect(chains.ROU?.validator).toBe(chains.INT?.validator);
    expect(chains['HUN/card']?.validator).toBe(chains['INT/card']?.validator);
    // ROU × card adds a field: a schema of its own
    expect(chains['ROU/card']?.validator).not.toBe(chains['INT/card']?.validator);
    // 9 chains, 4 distinct schemas → 4 modules (+ their .d.ts), not 9
    expect(generated('validators', 'pay.').filter((name) => name.endsWith('.js'))).toHaveLength(4);
    expect(generated('validators', 'pay.')).toHaveLength(8);
  });

  it('shares variant content too, keeping per-chain data in the index key only', () => {
    const { chains } = pay();
    expect(chains.ROU?.variant).toBe(chains.INT?.variant);
    expect(chains.HUN?.variant).not.toBe(chains.INT?.variant);
    const variantStems = new Set(Object.values(chains).map((entry) => entry.variant));
    expect(generated('variants', 'pay.')).toEqual([...variantStems].map((stem) => `${stem}.json`).sort());
    const shared = JSON.parse(read(`src/generated/variants/${chains.INT?.variant ?? ''}.json`)) as SharedVariant & { market?: unknown };
    expect(shared.market).toBeUndefined();
    expect(shared.settingPaths).toEqual(['fe.currencies']);
  });

  it('applies the whole-amount flag of a method to its variants', () => {
    const shared = JSON.parse(read(`src/generated/variants/${pay().chains['INT/wallet']?.variant ?? ''}.json`)) as SharedVariant;
    expect(shared.flags).toEqual({ wholeAmount: true });
    expect(shared.schema.properties).toMatchObject({ amount: { pattern: WHOLE_AMOUNT_PATTERN, 'x-errorCode': { pattern: 'wholeNumber' } } });
  });

  it('the content index imports each distinct file once and exposes loadVariant', () => {
    const source = read('src/generated/content-index.ts');
    for (const stem of new Set(Object.values(pay().chains).map((entry) => entry.validator))) {
      expect(source.split(`import('./validators/${stem}.js')`)).toHaveLength(2);
    }
    expect(source).toContain('export async function loadVariant(formId: string, axes: VariantAxes): Promise<LoadedVariant>');
  });

  it('--check names a missing shared module and an extra per-market file', async () => {
    expect(syncGenerated(root, await generatedFiles(root), true)).toEqual({ stale: [], missing: [], extra: [] });
    const validator = `src/generated/validators/${pay().chains.INT?.validator ?? ''}.js`;
    const copy = new Map(files);
    copy.delete(validator);
    expect(syncGenerated(root, copy, true).extra).toEqual([validator]);
    expect(files.get(validator)).toBe(read(validator));
  });
});
