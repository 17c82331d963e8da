import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { checkBundleFiles, checkReleaseBuild } from '../../scripts/lib/check-bundle-files';
import { addSubresourceIntegrity, scriptInventory } from '../../src/app/security/release-build-plugins';
import { headersFile, securityHeaders } from '../../src/app/security/security-headers';
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
      /dist\/assets\/index\.js: new Function\(/,
    );
  }, 60_000);

  describe('a whole release build', () => {
    const INDEX_HTML =
      '<!doctype html><title>x</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><div id="root"></div>';

    /** A clean production build: index.html with integrity, a script, a stylesheet, _headers and the inventory the build writes. */
    function release(files: Record<string, string>): string {
      const root = writeContent(
        Object.fromEntries(
          Object.entries({
            'index.html': INDEX_HTML,
            'assets/index-abc.js': 'console.log(1)',
            'assets/index-abc.css': 'body{margin:0}',
            _headers: headersFile(securityHeaders({ providerOrigins: [] })),
            ...files,
          }).map(([name, text]) => [`dist/${name}`, text]),
        ),
      );
      roots.push(root);
      const out = join(root, 'dist');
      addSubresourceIntegrity(out);
      writeFileSync(join(out, 'script-inventory.json'), JSON.stringify(scriptInventory(out)));
      return out;
    }

    it('passes a clean production build', () => {
      expect(checkReleaseBuild(release({}), { demo: false })).toEqual([]);
    });

    it('refuses a production build carrying the mock platform, msw or its worker (demo builds may)', () => {
      const out = release({
        'mockServiceWorker.js': 'self.addEventListener("message", () => "MOCK_ACTIVATE")',
        'assets/browser-x.js': 'console.warn("[MSW] Mocking enabled."); register("/mockServiceWorker.js")',
        'assets/start-mock-platform-y.js': 'console.info(`[mock platform] ${m}`)',
      });
      expect(checkReleaseBuild(out, { demo: false })).toEqual([
        { file: 'assets/browser-x.js', marker: 'msw worker URL ("mockServiceWorker")' },
        { file: 'assets/browser-x.js', marker: 'msw log prefix ("[MSW]")' },
        { file: 'assets/start-mock-platform-y.js', marker: 'mock platform ("[mock platform]")' },
        { file: 'mockServiceWorker.js', marker: 'msw worker protocol ("MOCK_ACTIVATE")' },
        { file: 'mockServiceWorker.js', marker: 'the msw worker file (demo builds only)' },
      ]);
      expect(checkReleaseBuild(out, { demo: true })).toEqual([]);
    });

    it('refuses public source maps and scripts pointing at one', () => {
      const out = release({ 'assets/index-abc.js.map': '{}', 'assets/app.js': 'x()\n//# sourceMappingURL=app.js.map' });
      expect(checkReleaseBuild(out, { demo: true })).toEqual([
        { file: 'assets/app.js', marker: 'a sourceMappingURL reference' },
        { file: 'assets/index-abc.js.map', marker: 'a source map in the public directory' },
      ]);
    });

    it('refuses a _headers file without HSTS or Trusted Types', () => {
      const out = release({ _headers: "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self'; report-uri /csp-report; frame-ancestors 'none'\n" });
      expect(checkReleaseBuild(out, { demo: false }).map(({ marker }) => marker)).toEqual([
        'missing header Strict-Transport-Security',
        'missing header X-Content-Type-Options',
        'missing header Referrer-Policy',
        "CSP without require-trusted-types-for 'script'",
      ]);
    });

    it('refuses a build without _headers, or whose scripts differ from the inventory', () => {
      const out = release({});
      writeFileSync(join(out, 'assets/index-abc.js'), 'console.log("changed after the inventory")');
      writeFileSync(join(out, 'assets/extra.js'), '1');
      rmSync(join(out, '_headers'));
      expect(checkReleaseBuild(out, { demo: false })).toEqual([
        { file: '_headers', marker: 'missing: the security headers file' },
        { file: 'index.html', marker: '/assets/index-abc.js: integrity differs from the file' },
        { file: 'assets/extra.js', marker: 'not in script-inventory.json' },
        { file: 'assets/index-abc.js', marker: 'hash differs from script-inventory.json' },
      ]);
    });

    it('refuses an index.html loading a script or stylesheet without integrity, or a file the build did not write', () => {
      const out = release({});
      writeFileSync(join(out, 'index.html'), INDEX_HTML.replace('</script>', '</script><link rel="modulepreload" href="/assets/gone.js">'));
      expect(checkReleaseBuild(out, { demo: false })).toEqual([
        { file: 'index.html', marker: '/assets/index-abc.js without an integrity attribute' },
        { file: 'index.html', marker: 'loads /assets/gone.js, which the build did not write' },
        { file: 'index.html', marker: '/assets/index-abc.css without an integrity attribute' },
      ]);
    });

    it('the CLI exits 1 for a production build with msw, 0 for the same build checked as demo', () => {
      const out = release({ 'mockServiceWorker.js': '/* msw */' });
      const root = join(out, '..');
      expect(() => execFileSync('npx', ['tsx', 'scripts/check-bundle.ts', '--root', root], { encoding: 'utf8', stdio: 'pipe' })).toThrow(
        /dist\/mockServiceWorker\.js: the msw worker file \(demo builds only\)/,
      );
      expect(execFileSync('npx', ['tsx', 'scripts/check-bundle.ts', '--root', root, '--demo'], { encoding: 'utf8', stdio: 'pipe' })).toContain('Bundle check passed (demo build');
    }, 60_000);
  });
});
