import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { checkBundleFiles } from '../../scripts/lib/check-bundle-files';
import { generatedFiles } from '../../scripts/lib/generated-files';
import { baseContent, removeContent, writeContent } from './temp-content';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach(removeContent));

function dist(files: Record<string, string>): string {
  const root = writeContent(Object.fromEntries(Object.entries(files).map(([name, code]) => [`dist/assets/${name}`, code])));
  roots.push(root);
  return root;
}

describe('check-bundle', () => {
  it('names the file containing new Function(', () => {
    const root = dist({ 'index-abc.js': 'const f=new Function("a","return a");', 'vendor.js': 'console.log(1)' });
    expect(checkBundleFiles(join(root, 'dist/assets'))).toEqual([{ file: 'index-abc.js', marker: 'new Function(' }]);
  });

  it('finds eval and ajv compiler markers but not lookalikes', () => {
    const root = dist({
      'a.js': 'x.retrieval(1);y.eval(2)',
      'b.js': 'eval("1")',
      'c.js': 'throw new Error("ajv implementation error")',
    });
    expect(checkBundleFiles(join(root, 'dist/assets'))).toEqual([
      { file: 'b.js', marker: 'eval(' },
      { file: 'c.js', marker: 'ajv compiler ("ajv implementation error")' },
    ]);
  });

  it('accepts the standalone validators gen writes', async () => {
    const content = writeContent(baseContent());
    roots.push(content);
    const validators = [...(await generatedFiles(content))].filter(([path]) => path.endsWith('.js'));
    const root = dist(Object.fromEntries(validators.map(([path, code]) => [path.replace(/.*\//, ''), code])));
    expect(validators.length).toBeGreaterThan(0);
    expect(checkBundleFiles(join(root, 'dist/assets'))).toEqual([]);
  });

  it('the CLI exits 1 naming the file', () => {
    const root = dist({ 'index.js': 'new Function("")' });
    expect(() => execFileSync('npx', ['tsx', 'scripts/check-bundle.ts', '--root', root], { encoding: 'utf8', stdio: 'pipe' })).toThrow(
      /dist\/assets\/index\.js: contains new Function\(/,
    );
  }, 60_000);
});
