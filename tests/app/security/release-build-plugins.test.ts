import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { checkReleaseBuild } from '../../../scripts/lib/check-bundle-files';
import { headersFilePlugin, mockWorkerPlugin, releaseArtifactsPlugin, sriHash, type ScriptInventory } from '../../../src/app/security/release-build-plugins';
import { securityHeaders } from '../../../src/app/security/security-headers';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A two-chunk site built by Vite with the release plugins, as vite.config.ts wires them. */
async function buildSite(mockPlatform: boolean): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'release-build-'));
  roots.push(root);
  mkdirSync(join(root, 'mock-worker'));
  mkdirSync(join(root, 'public', 'cms'), { recursive: true });
  writeFileSync(join(root, 'mock-worker', 'mockServiceWorker.js'), '/* msw */ self.addEventListener("message", () => "MOCK_ACTIVATE");');
  writeFileSync(join(root, 'public', 'cms', 'event-listener.js'), 'window.addEventListener("site:logged-in", () => undefined);');
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/main.js"></script>');
  writeFileSync(join(root, 'main.js'), 'import("./lazy.js").then((m) => m.show());');
  writeFileSync(join(root, 'lazy.js'), 'export function show() { document.body.append("lazy"); }');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [mockWorkerPlugin(mockPlatform, root), headersFilePlugin(securityHeaders({ providerOrigins: [], mockPlatform })), releaseArtifactsPlugin()],
    build: { outDir: join(root, 'dist'), sourcemap: 'hidden' },
  });
  return root;
}

describe('release build plugins', () => {
  it('production: hidden maps moved out of the public dir, _headers, an exact script inventory, no msw worker', async () => {
    const root = await buildSite(false);
    const dist = join(root, 'dist');
    const assets = readdirSync(join(dist, 'assets'));
    expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
    const maps = readdirSync(join(root, 'dist-sourcemaps', 'assets'));
    expect(maps.length).toBe(2);
    for (const file of assets.filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(join(dist, 'assets', file), 'utf8')).not.toContain('sourceMappingURL');
      expect(maps).toContain(`${file}.map`);
    }
    expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(false);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toMatch(/^\/\*\n {2}Content-Security-Policy: .*require-trusted-types-for 'script'/);

    const inventory = JSON.parse(readFileSync(join(dist, 'script-inventory.json'), 'utf8')) as ScriptInventory;
    expect(inventory.algorithm).toBe('sha384');
    expect(Object.keys(inventory.scripts).sort()).toEqual(
      ['/cms/event-listener.js', ...assets.filter((name) => name.endsWith('.js')).map((name) => `/assets/${name}`)].sort(),
    );
    for (const [path, integrity] of Object.entries(inventory.scripts)) {
      const digest = createHash('sha384').update(readFileSync(join(dist, path))).digest('base64');
      expect(integrity).toBe(`sha384-${digest}`);
    }
    const entry = assets.find((name) => /^index-.*\.js$/.test(name));
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain(`src="/assets/${entry}" integrity="${inventory.scripts[`/assets/${entry}`]}"`);
    expect(checkReleaseBuild(dist, { demo: false })).toEqual([]);
  }, 30_000);

  it('demo: the msw worker is emitted and inventoried; the production check refuses that build', async () => {
    const root = await buildSite(true);
    const dist = join(root, 'dist');
    expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(true);
    const inventory = JSON.parse(readFileSync(join(dist, 'script-inventory.json'), 'utf8')) as ScriptInventory;
    expect(inventory.scripts['/mockServiceWorker.js']).toBe(sriHash(readFileSync(join(dist, 'mockServiceWorker.js'))));
    expect(checkReleaseBuild(dist, { demo: true })).toEqual([]);
    expect(checkReleaseBuild(dist, { demo: false })).toEqual([
      { file: 'mockServiceWorker.js', marker: 'msw worker protocol ("MOCK_ACTIVATE")' },
      { file: 'mockServiceWorker.js', marker: 'the msw worker file (demo builds only)' },
    ]);
  }, 30_000);

  it('npm start serves the msw worker only when the mock platform runs', () => {
    const root = mkdtempSync(join(tmpdir(), 'mock-worker-'));
    roots.push(root);
    mkdirSync(join(root, 'mock-worker'));
    writeFileSync(join(root, 'mock-worker', 'mockServiceWorker.js'), '/* msw */');
    type Handler = (request: { url: string }, response: { setHeader: () => void; end: (body: Buffer) => void }, next: () => void) => void;
    const serve = (enabled: boolean, url: string): string => {
      const handlers: Handler[] = [];
      const hook = mockWorkerPlugin(enabled, root).configureServer as unknown as (server: { middlewares: { use: (handler: Handler) => void } }) => void;
      hook({ middlewares: { use: (handler) => handlers.push(handler) } });
      let answer = 'next';
      for (const handler of handlers) handler({ url }, { setHeader: () => undefined, end: (body) => (answer = body.toString()) }, () => undefined);
      return answer;
    };
    expect(serve(true, '/mockServiceWorker.js')).toBe('/* msw */');
    expect(serve(true, '/other.js')).toBe('next');
    expect(serve(false, '/mockServiceWorker.js')).toBe('next');
  });
});
