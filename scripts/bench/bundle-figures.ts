import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { REPO_ROOT } from '../lib/repo-paths';
import { markdownTable, type BudgetVerdict } from './bench-report';
import { BENCH_DIR } from './build-bench-page';
import { moduleGroup, ENGINE_GROUPS, type ChunkGroup } from './chunk-groups';
import { serveDirectory } from './static-server';

interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facade: string | null;
  imports: string[];
  gzip: number;
  /** gzipped bytes per group, the chunk's gzip size shared by its modules' rendered length */
  groups: Partial<Record<ChunkGroup, number>>;
}

interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
  modules?: Record<string, { renderedLength: number }>;
}

export interface RouteFigures {
  route: string;
  /** gzipped JS of the app's own first load (the mock platform's chunks left out) */
  appKb: number;
  /** the same with the mock platform of the demo build */
  withMockKb: number;
  chunks: number;
  groups: Partial<Record<ChunkGroup, number>>;
  /** the app's chunks of this load, largest first: file, gzipped kB, what each carries most */
  files: { file: string; kb: number; carries: string }[];
}

export interface BundleFigures {
  routes: RouteFigures[];
  /** every chunk of the build: file, gzipped kB, biggest group */
  chunks: { file: string; kb: number; carries: string }[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Targets of issue 18 for the registration modal's first load. */
const REGISTRATION_BUDGET_KB = 200;
const ENGINE_BUDGET_KB = 78;

/** Builds the site in a mode (`demo`: with the mock platform; `production`: what players get) into .bench/<mode>. */
async function buildSite(mode: 'demo' | 'production'): Promise<Map<string, BuiltChunk>> {
  const outDir = resolve(BENCH_DIR, mode);
  const result = await build({ configFile: resolve(REPO_ROOT, 'vite.config.ts'), mode, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: OutputChunkLike[] }[];
  const chunks = new Map<string, BuiltChunk>();
  for (const item of outputs.flatMap((output) => output.output)) {
    if (item.type !== 'chunk' || item.code === undefined) continue;
    const gzip = gzipSync(item.code).length;
    const modules = Object.entries(item.modules ?? {});
    const rendered = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0) || 1;
    const groups: Partial<Record<ChunkGroup, number>> = {};
    for (const [id, module] of modules) {
      const group = moduleGroup(id);
      groups[group] = (groups[group] ?? 0) + (gzip * module.renderedLength) / rendered;
    }
    chunks.set(item.fileName, { fileName: item.fileName, isEntry: item.isEntry === true, facade: item.facadeModuleId ?? null, imports: item.imports ?? [], gzip, groups });
  }
  return chunks;
}

/** What a chunk carries most: the group with the most of its gzipped bytes. */
function largestGroup(chunk: BuiltChunk): string {
  return (Object.entries(chunk.groups) as [ChunkGroup, number][]).sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

function staticClosure(roots: readonly string[], chunks: Map<string, BuiltChunk>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

async function loadedScripts(url: string, path: string, ready: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const files: string[] = [];
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.endsWith('.js') && pathname.includes('/assets/')) files.push(pathname.replace(/^\//, ''));
    });
    await page.goto(`${url}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return [...new Set(files)];
  } finally {
    await browser.close();
  }
}

/**
 * The same route in the production build (no mock platform, so it cannot run offline): the
 * production chunks of the modules the demo run loaded on demand (matched by their facade module)
 * and of the entry, with everything they import statically — what a player's browser loads there.
 */
function productionRoute(route: string, loaded: readonly string[], demo: Map<string, BuiltChunk>, production: Map<string, BuiltChunk>): RouteFigures {
  const facades = new Set(loaded.map((file) => demo.get(file)?.facade).filter((facade): facade is string => typeof facade === 'string' && !facade.includes('/src/mocks/')));
  const roots = [...production.values()].filter((chunk) => chunk.isEntry || (chunk.facade !== null && facades.has(chunk.facade))).map((chunk) => chunk.fileName);
  const files = [...staticClosure(roots, production)];
  return routeFigures(route, files, production);
}

function routeFigures(route: string, loaded: readonly string[], chunks: Map<string, BuiltChunk>): RouteFigures {
  // the app's roots: the entry and every chunk it loaded on demand except the mock platform's
  const roots = loaded.filter((file) => {
    const chunk = chunks.get(file);
    return chunk !== undefined && (chunk.isEntry || !chunk.facade?.includes('/src/mocks/'));
  });
  const app = staticClosure(roots, chunks);
  const groups: Partial<Record<ChunkGroup, number>> = {};
  let appBytes = 0;
  let allBytes = 0;
  const files: RouteFigures['files'] = [];
  for (const file of loaded) {
    const chunk = chunks.get(file);
    if (!chunk) continue;
    allBytes += chunk.gzip;
    if (!app.has(file)) continue;
    appBytes += chunk.gzip;
    files.push({ file, kb: kb(chunk.gzip), carries: largestGroup(chunk) });
    for (const [group, bytes] of Object.entries(chunk.groups) as [ChunkGroup, number][]) {
      // a mock module in a shared chunk still ships with the demo build only
      if (group === 'mock platform') appBytes -= bytes;
      else groups[group] = (groups[group] ?? 0) + bytes;
    }
  }
  return {
    route,
    appKb: kb(appBytes),
    withMockKb: kb(allBytes),
    chunks: app.size,
    groups: Object.fromEntries(Object.entries(groups).map(([g, b]) => [g, kb(b)])),
    files: files.sort((a, b) => b.kb - a.kb),
  };
}

/**
 * Builds the demo site (the production build plus the mock platform) into .bench/demo, opens home
 * and the registration modal in Chromium, and sums the gzipped JS each loaded, with and without
 * the mock platform's chunks, split by what the modules are (React, i18n, rjsf, our form engine, …);
 * then the same routes in the production build (.bench/production, productionRoute), whose
 * registration modal the issue-18 targets are checked against.
 */
export async function measureBundle(): Promise<{ figures: BundleFigures; table: string; verdicts: BudgetVerdict[] }> {
  const chunks = await buildSite('demo');
  const production = await buildSite('production');
  const { url, server } = await serveDirectory(resolve(BENCH_DIR, 'demo'));
  let routes: RouteFigures[];
  try {
    const home = await loadedScripts(url, '/', '.shell > main#main');
    const registrationModal = await loadedScripts(url, '/?modal=registration', '[role="dialog"] form.sf-form');
    routes = [
      routeFigures('home (demo build)', home, chunks),
      routeFigures('registration modal (demo build)', registrationModal, chunks),
      productionRoute('home (production build)', home, chunks, production),
      productionRoute('registration modal (production build)', registrationModal, chunks, production),
    ];
  } finally {
    server.close();
  }
  const groupNames: ChunkGroup[] = ['react', 'i18n', 'rjsf', 'form engine', 'app'];
  const table = markdownTable(
    ['first load', 'gz kB (no mock platform)', 'gz kB with the mock platform', 'chunks', ...groupNames.map((g) => `${g} kB`), 'form engine incl. rjsf kB'],
    routes.map((route) => [
      route.route,
      String(route.appKb),
      String(route.withMockKb),
      String(route.chunks),
      ...groupNames.map((g) => String(route.groups[g] ?? 0)),
      String(kb(ENGINE_GROUPS.reduce((sum, g) => sum + (route.groups[g] ?? 0) * 1024, 0))),
    ]),
  );
  // the targets are the production build's: what players load
  const registration = routes[3];
  const verdicts: BudgetVerdict[] = [];
  if (registration) {
    const engine = ENGINE_GROUPS.reduce((sum, g) => sum + (registration.groups[g] ?? 0), 0);
    verdicts.push(
      { ok: registration.appKb <= REGISTRATION_BUDGET_KB, text: `registration modal first load: ${registration.appKb} kB gz (budget ≤ ${REGISTRATION_BUDGET_KB} kB incl. React)` },
      { ok: engine <= ENGINE_BUDGET_KB, text: `form engine's share of it (renderer, widgets, validators, flow runtime, rjsf): ${engine.toFixed(1)} kB gz (budget ≤ ${ENGINE_BUDGET_KB} kB)` },
    );
  }
  const chunkRows = [...production.values()]
    .sort((a, b) => b.gzip - a.gzip)
    .map((chunk) => ({ file: chunk.fileName, kb: kb(chunk.gzip), carries: largestGroup(chunk) }));
  const chunkTable = markdownTable(['production chunk (largest 15)', 'gz kB', 'mostly'], chunkRows.slice(0, 15).map((row) => [row.file, String(row.kb), row.carries]));
  return { figures: { routes, chunks: chunkRows }, table: `${table}\n\n${chunkTable}`, verdicts };
}

