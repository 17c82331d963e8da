import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBundleBudgets, chunkName, firstLoadFiles, type BundleBudgets } from '../../scripts/lib/bundle-size';
import { removeContent, writeContent } from './temp-content';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach(removeContent));

/** About `kb` kB of gzipped code: random bytes do not compress. */
function incompressible(kb: number): string {
  return `export const planted=${JSON.stringify(randomBytes(kb * 1024).toString('base64'))};`;
}

function site(files: Record<string, string>): string {
  const root = writeContent({
    'dist/index.html': '<!doctype html><script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>',
    ...Object.fromEntries(Object.entries(files).map(([name, code]) => [`dist/assets/${name}`, code])),
  });
  roots.push(root);
  return join(root, 'dist');
}

const BASE = {
  'index-AbCd1234.js': 'import{a}from"./vendor-Zz9_-x00.js";import"./side-EeFf5678.js";const l=()=>import("./lazy-QqRr0000.js");a(l);',
  'vendor-Zz9_-x00.js': 'export const a=(f)=>f;',
  'side-EeFf5678.js': 'console.log("side");',
  'lazy-QqRr0000.js': 'export default 1;',
};
const BUDGETS: BundleBudgets = { firstLoadKb: 20, chunkKb: { vendor: 10 }, defaultChunkKb: 30 };

describe('bundle size budgets', () => {
  it('names a chunk without its content hash', () => {
    expect(chunkName('assets/flow-host-CGsPXNap.js')).toBe('flow-host');
    expect(chunkName('assets/registration.b6d845705eff-xxT4zJ6q.js')).toBe('registration.b6d845705eff');
    expect(chunkName('assets/worker.js')).toBe('worker');
  });

  it('counts the entry and its static imports as the first load, not what it loads on demand', () => {
    expect(firstLoadFiles(site(BASE))).toEqual(['assets/index-AbCd1234.js', 'assets/side-EeFf5678.js', 'assets/vendor-Zz9_-x00.js']);
  });

  it('passes a build within its budgets', () => {
    const result = checkBundleBudgets(site(BASE), BUDGETS);
    expect(result.findings).toEqual([]);
    expect(result.firstLoadBytes).toBeGreaterThan(0);
    expect(result.chunks).toHaveLength(4);
  });

  it('fails on a planted 50 kB import in the first load, naming the first load and the chunk', () => {
    const outDir = site({ ...BASE, 'side-EeFf5678.js': incompressible(50) });
    const { findings } = checkBundleBudgets(outDir, { ...BUDGETS, firstLoadKb: 40, defaultChunkKb: 45 });
    expect(findings.map((finding) => finding.file)).toEqual(['index.html', 'assets/side-EeFf5678.js']);
    expect(findings[0]?.marker).toMatch(/^first load 5\d\.\d kB gz over its budget of 40 kB/);
  });

  it('fails on a chunk loaded on demand that grows past the default budget, and a named chunk past its own', () => {
    const outDir = site({ ...BASE, 'lazy-QqRr0000.js': incompressible(50), 'vendor-Zz9_-x00.js': `export const a=(f)=>f;${incompressible(12)}` });
    const { findings } = checkBundleBudgets(outDir, { ...BUDGETS, firstLoadKb: 40 });
    expect(findings.map((finding) => [finding.file, finding.marker.replace(/^[\d.]+ kB/, 'N kB')])).toEqual([
      ['assets/lazy-QqRr0000.js', 'N kB gz over its budget of 30 kB (any other chunk)'],
      ['assets/vendor-Zz9_-x00.js', 'N kB gz over its budget of 10 kB (chunk "vendor")'],
    ]);
  });

  it('reports a build without index.html instead of failing to measure it', () => {
    const root = writeContent({ 'dist/assets/index-AbCd1234.js': 'console.log(1)' });
    roots.push(root);
    expect(checkBundleBudgets(join(root, 'dist'), BUDGETS).findings).toEqual([{ file: 'index.html', marker: 'missing: the first load cannot be measured' }]);
  });

  describe('a library loaded only with what needs it (onDemand)', () => {
    const PHONE = { library: 'libphonenumber-js', marker: 'country_calling_codes', absentFrom: ['index', 'login-modal'], presentIn: ['phone-rules'] };
    const ROUTES = {
      ...BASE,
      'index-AbCd1234.js': 'import{a}from"./vendor-Zz9_-x00.js";const l=()=>import("./login-modal-LlMm0000.js");const p=()=>import("./phone-rules-PpQq0000.js");a(l,p);',
      'login-modal-LlMm0000.js': 'import{h}from"./flow-host-HhIi0000.js";export default h;',
      'phone-rules-PpQq0000.js': 'import{m}from"./metadata-MmNn0000.js";export const r=m;',
      'metadata-MmNn0000.js': 'export const m={version:4,country_calling_codes:{36:["HU"]}};',
    };

    it('passes when the library is reached only through an on-demand import', () => {
      const outDir = site({ ...ROUTES, 'flow-host-HhIi0000.js': 'export const h=1;' });
      expect(checkBundleBudgets(outDir, { ...BUDGETS, onDemand: [PHONE] }).findings).toEqual([]);
    });

    it("fails when a route's chunk imports it statically (the form host importing the phone rules), naming the carrier", () => {
      const outDir = site({ ...ROUTES, 'flow-host-HhIi0000.js': 'import{r}from"./phone-rules-PpQq0000.js";export const h=r;' });
      expect(checkBundleBudgets(outDir, { ...BUDGETS, onDemand: [PHONE] }).findings).toEqual([
        { file: 'assets/login-modal-LlMm0000.js', marker: 'carries libphonenumber-js (in assets/metadata-MmNn0000.js): it must load only with what needs it' },
      ]);
    });

    it('fails when a named chunk is gone or no longer carries the marker, instead of passing unseen', () => {
      const outDir = site({ ...ROUTES, 'flow-host-HhIi0000.js': 'export const h=1;', 'metadata-MmNn0000.js': 'export const m={};' });
      const findings = checkBundleBudgets(outDir, { ...BUDGETS, onDemand: [{ ...PHONE, absentFrom: ['index', 'limits-page'] }] }).findings;
      expect(findings.map((finding) => finding.file)).toEqual(['assets/limits-page-*.js', 'assets/phone-rules-PpQq0000.js']);
    });
  });

  it('keeps the committed budgets below a planted 50 kB anywhere', () => {
    const budgets = JSON.parse(readFileSync(join(import.meta.dirname, '../../scripts/bench/bundle-budgets.json'), 'utf8')) as BundleBudgets;
    expect(budgets.defaultChunkKb).toBeLessThan(50);
    expect(budgets.firstLoadKb).toBeGreaterThan(0);
    // issue 18: the first load every route pays stays at or under 200 kB gz
    expect(budgets.firstLoadKb).toBeLessThanOrEqual(200);
    // issue 18: libphonenumber-js stays out of the first load, the form host and a route without a phone form
    expect(budgets.onDemand?.find((entry) => entry.library === 'libphonenumber-js')?.absentFrom).toEqual(expect.arrayContaining(['index', 'flow-host', 'login-modal']));
  });
});
