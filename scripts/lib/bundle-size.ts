import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listFiles } from './list-files';

/**
 * Size budgets of a built site, from the build's own files (gzip level 9 of each script, as a
 * host serves it). `firstLoadKb`: the entry script and everything it imports statically — what
 * every route loads before it shows anything. `chunkKb`: a chunk named there (its file name
 * without the content hash) may not grow past its figure; every other chunk not past
 * `defaultChunkKb`.
 */
export interface BundleBudgets {
  firstLoadKb: number;
  chunkKb: Record<string, number>;
  defaultChunkKb: number;
  /** libraries that must load only with what needs them (OnDemandLibrary) */
  onDemand?: OnDemandLibrary[];
}

/**
 * A library kept out of routes that do not need it (issue 18: libphonenumber-js only with phone
 * forms), found in a minified chunk by a `marker` string only it contains. What a chunk "carries" is
 * the chunk and everything it imports statically (what loads before its code runs): the chunks
 * named in `absentFrom` (`index` is the entry: the first load) must not carry it, those in
 * `presentIn` must — a renamed chunk or a moved marker fails instead of passing unseen.
 */
export interface OnDemandLibrary {
  library: string;
  marker: string;
  absentFrom: string[];
  presentIn: string[];
}

export interface ChunkSize {
  /** path under the build directory, e.g. assets/index-BJQAdUxg.js */
  file: string;
  /** the chunk's name: the file name without the hash Vite appends (index, flow-host, …) */
  name: string;
  gzipBytes: number;
}

export interface BudgetFinding {
  file: string;
  marker: string;
}

const HASHED_NAME = /^(.*)-[\w-]{8}\.js$/;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;
const ENTRY_SCRIPT = /<script[^>]*type="module"[^>]*src="\/?([^"]+\.js)"/;

export function chunkName(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  return HASHED_NAME.exec(base)?.[1] ?? base.replace(/\.js$/, '');
}

export function gzipSize(code: string | Buffer): number {
  return gzipSync(code, { level: 9 }).length;
}

/** Every script under `<outDir>/assets` with its gzipped size. */
export function chunkSizes(outDir: string): ChunkSize[] {
  const assets = join(outDir, 'assets');
  return listFiles(assets, '.js').map((file) => ({ file: `assets/${file}`, name: chunkName(file), gzipBytes: gzipSize(readFileSync(join(assets, file))) }));
}

/** The entry script of index.html and the chunks it imports statically (transitively): the first load of every route. */
export function firstLoadFiles(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error(`${join(outDir, 'index.html')} has no module entry script`);
  return staticClosure(outDir, entry);
}

/** A script (path under the build directory) and the chunks it imports statically, transitively: what loads before it runs. */
export function staticClosure(outDir: string, start: string): string[] {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop();
    if (file === undefined || seen.has(file) || !existsSync(join(outDir, file))) continue;
    seen.add(file);
    const directory = file.slice(0, file.lastIndexOf('/') + 1);
    for (const match of readFileSync(join(outDir, file), 'utf8').matchAll(STATIC_IMPORT)) stack.push(`${directory}${match[1] ?? ''}`);
  }
  return [...seen].sort();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The first load and every chunk against the budgets; a finding names the file and by how much it is over. */
export function checkBundleBudgets(outDir: string, budgets: BundleBudgets): { findings: BudgetFinding[]; firstLoadBytes: number; chunks: ChunkSize[] } {
  const chunks = chunkSizes(outDir);
  if (!existsSync(join(outDir, 'index.html'))) {
    return { findings: [{ file: 'index.html', marker: 'missing: the first load cannot be measured' }], firstLoadBytes: 0, chunks };
  }
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const firstLoadBytes = firstLoadFiles(outDir).reduce((sum, file) => sum + (byFile.get(file)?.gzipBytes ?? 0), 0);
  const findings: BudgetFinding[] = [];
  if (firstLoadBytes > budgets.firstLoadKb * 1024) {
    findings.push({ file: 'index.html', marker: `first load ${kb(firstLoadBytes)} kB gz over its budget of ${budgets.firstLoadKb} kB (entry script and its static imports)` });
  }
  for (const chunk of chunks) {
    const budget = budgets.chunkKb[chunk.name] ?? budgets.defaultChunkKb;
    if (chunk.gzipBytes > budget * 1024) {
      findings.push({ file: chunk.file, marker: `${kb(chunk.gzipBytes)} kB gz over its budget of ${budget} kB (${chunk.name in budgets.chunkKb ? `chunk "${chunk.name}"` : 'any other chunk'})` });
    }
  }
  findings.push(...checkOnDemandLibraries(outDir, chunks, budgets.onDemand ?? []));
  return { findings, firstLoadBytes, chunks };
}

/** Each OnDemandLibrary: absent from what the `absentFrom` chunks carry, present in what the `presentIn` ones carry. */
export function checkOnDemandLibraries(outDir: string, chunks: readonly ChunkSize[], libraries: readonly OnDemandLibrary[]): BudgetFinding[] {
  const findings: BudgetFinding[] = [];
  const text = new Map<string, string>();
  const carries = (file: string, marker: string) =>
    staticClosure(outDir, file).filter((part) => {
      if (!text.has(part)) text.set(part, readFileSync(join(outDir, part), 'utf8'));
      return text.get(part)?.includes(marker) === true;
    });
  for (const { library, marker, absentFrom, presentIn } of libraries) {
    for (const [name, present] of [...absentFrom.map((name) => [name, false] as const), ...presentIn.map((name) => [name, true] as const)]) {
      const files = chunks.filter((chunk) => chunk.name === name).map((chunk) => chunk.file);
      if (files.length === 0) findings.push({ file: `assets/${name}-*.js`, marker: `no chunk "${name}" to check for ${library} (renamed? update onDemand in bundle-budgets.json)` });
      for (const file of files) {
        const carriers = carries(file, marker);
        if (!present && carriers.length > 0) findings.push({ file, marker: `carries ${library} (in ${carriers.join(', ')}): it must load only with what needs it` });
        if (present && carriers.length === 0) findings.push({ file, marker: `does not carry ${library} (marker ${JSON.stringify(marker)}): the check no longer sees the library` });
      }
    }
  }
  return findings;
}
