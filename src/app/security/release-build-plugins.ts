import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { interfacePageRules } from './framed-interface-pages';
import { headersFile } from './security-headers';
import { withSubresourceIntegrity } from './with-subresource-integrity';

/** msw's worker lives outside public/, so only the demo build and `npm start` with mocks serve it. */
export const MOCK_WORKER_FILE = 'mock-worker/mockServiceWorker.js';
export const MOCK_WORKER_URL_PATH = '/mockServiceWorker.js';
/** The build's script inventory (PCI DSS 6.4.3): every script file with its SRI hash. */
export const SCRIPT_INVENTORY_FILE = 'script-inventory.json';

export interface ScriptInventory {
  $comment: string;
  algorithm: 'sha384';
  /** site path ("/assets/index-abc.js") → SRI integrity ("sha384-…") */
  scripts: Record<string, string>;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** `sha384-<base64>` of a file's bytes, as a `<script integrity>` attribute takes it. */
export function sriHash(content: Buffer | string): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** Every .js file under a built site with its integrity. */
export function scriptInventory(outDir: string): ScriptInventory {
  const scripts: Record<string, string> = {};
  for (const file of filesUnder(outDir).filter((path) => path.endsWith('.js'))) {
    scripts[`/${relative(outDir, file).split(sep).join('/')}`] = sriHash(readFileSync(file));
  }
  return {
    $comment:
      'PCI DSS 6.4.3: every script this build serves, with its SRI hash. Written by the build (src/app/security/release-build-plugins.ts); e2e/release.spec.ts proves the payment page loads nothing else.',
    algorithm: 'sha384',
    scripts,
  };
}

/**
 * The msw worker: served by `npm start` and emitted into the demo build when the mock platform
 * runs, absent otherwise (a production build has neither the worker nor the mock modules).
 */
export function mockWorkerPlugin(enabled: boolean, root: string = process.cwd()): Plugin {
  const file = resolve(root, MOCK_WORKER_FILE);
  return {
    name: 'casino:mock-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use((request, response, next) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== MOCK_WORKER_URL_PATH) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: MOCK_WORKER_URL_PATH.slice(1), source: readFileSync(file, 'utf8') });
    },
  };
}

/** `dist/_headers`: the security headers in the form Netlify / Cloudflare Pages serve them. */
export function headersFilePlugin(headers: Record<string, string>): Plugin {
  return {
    name: 'casino:headers-file',
    apply: 'build',
    generateBundle() {
      // the site's headers on every path, then the interface pages' own (framed-interface-pages.ts)
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers, interfacePageRules(headers)) });
    },
  };
}

/** Where the hidden source maps of a build in `outDir` go: beside it, never inside the public site. */
export function sourceMapsDir(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;
}

/** `index.html` of a built site with the SRI hash of the files it loads, read from the files themselves. */
export function addSubresourceIntegrity(outDir: string): void {
  const indexPath = join(outDir, 'index.html');
  if (!existsSync(indexPath)) return;
  const hashOf = (sitePath: string): string | undefined => {
    const file = join(outDir, ...sitePath.split('/'));
    return file.startsWith(outDir + sep) && existsSync(file) ? sriHash(readFileSync(file)) : undefined;
  };
  writeFileSync(indexPath, withSubresourceIntegrity(readFileSync(indexPath, 'utf8'), hashOf));
}

/**
 * After the build: moves every `*.map` out of the public directory into `<outDir>-sourcemaps/`
 * (for the error reporter's upload; `build.sourcemap: 'hidden'` keeps the scripts free of a
 * sourceMappingURL), gives index.html's scripts and stylesheets their `integrity`, then writes the
 * script inventory. Runs last, after the public files are copied.
 */
export function releaseArtifactsPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'casino:release-artifacts',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (!config) return;
      rmSync(sourceMapsDir(resolve(config.root, config.build.outDir)), { recursive: true, force: true });
    },
    closeBundle() {
      if (!config) return;
      const outDir = resolve(config.root, config.build.outDir);
      const mapsDir = sourceMapsDir(outDir);
      for (const file of filesUnder(outDir).filter((path) => path.endsWith('.map'))) {
        const target = join(mapsDir, relative(outDir, file));
        mkdirSync(dirname(target), { recursive: true });
        renameSync(file, target);
      }
      addSubresourceIntegrity(outDir);
      writeFileSync(join(outDir, SCRIPT_INVENTORY_FILE), `${JSON.stringify(scriptInventory(outDir), null, 2)}\n`);
    },
  };
}
