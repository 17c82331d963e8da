import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptInventory, SCRIPT_INVENTORY_FILE, sriHash, type ScriptInventory } from '../../src/app/security/release-build-plugins';
import { BUNDLE_MARKERS, MOCK_PLATFORM_MARKERS, SOURCE_MAP_REFERENCE } from './bundle-markers';
import { listFiles } from './list-files';
import { parseHeadersFile } from './production-server';

/** Headers `_headers` must carry, and what its CSP must enforce. */
const REQUIRED_HEADERS = ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy'];
const REQUIRED_CSP = ["script-src 'self'", "require-trusted-types-for 'script'", 'report-uri ', "frame-ancestors 'none'"];

export interface BundleFinding {
  file: string;
  marker: string;
}

/** Every forbidden marker in the built JavaScript under `assetsDir`. */
export function checkBundleFiles(assetsDir: string): BundleFinding[] {
  return listFiles(assetsDir, '.js').flatMap((file) => {
    const code = readFileSync(join(assetsDir, file), 'utf8');
    return BUNDLE_MARKERS.filter(({ pattern }) => pattern.test(code)).map(({ name }) => ({ file, marker: name }));
  });
}

/** index.html's scripts and stylesheets of the site: each with the `integrity` of the file as built. */
function indexIntegrityFindings(outDir: string): BundleFinding[] {
  const indexPath = join(outDir, 'index.html');
  if (!existsSync(indexPath)) return [{ file: 'index.html', marker: 'missing: the entry page' }];
  const findings: BundleFinding[] = [];
  for (const [tag] of readFileSync(indexPath, 'utf8').matchAll(/<(?:script\b[^>]*\ssrc|link\b[^>]*\srel="(?:modulepreload|stylesheet)"[^>]*\shref)="\/[^"]*"[^>]*>/gi)) {
    const url = /\s(?:src|href)="(\/[^"?#]*)/i.exec(tag)?.[1] ?? '';
    const integrity = /\sintegrity="([^"]*)"/i.exec(tag)?.[1];
    const file = join(outDir, url);
    if (!existsSync(file)) findings.push({ file: 'index.html', marker: `loads ${url}, which the build did not write` });
    else if (!integrity) findings.push({ file: 'index.html', marker: `${url} without an integrity attribute` });
    else if (integrity !== sriHash(readFileSync(file))) findings.push({ file: 'index.html', marker: `${url}: integrity differs from the file` });
  }
  return findings;
}

export interface ReleaseCheckOptions {
  /** the offline demo build: msw and its worker are expected there */
  demo: boolean;
}

/**
 * A whole built site (`dist/`), as it will be published, paths relative to it:
 * - no eval / new Function / ajv compiler in any script (checkBundleFiles);
 * - production: no mock platform, no msw, no `mockServiceWorker.js`;
 * - no source map in the public directory and no script referencing one (hidden maps live in
 *   `<outDir>-sourcemaps/`);
 * - the headers file `_headers` and the script inventory exist, and the inventory lists exactly
 *   the scripts of the build with their current sha384;
 * - index.html loads its scripts and stylesheets with the `integrity` of the files as built.
 */
export function checkReleaseBuild(outDir: string, { demo }: ReleaseCheckOptions): BundleFinding[] {
  const findings: BundleFinding[] = checkBundleFiles(join(outDir, 'assets')).map(({ file, marker }) => ({ file: `assets/${file}`, marker }));
  const scripts = listFiles(outDir, '.js');
  for (const file of scripts) {
    const code = readFileSync(join(outDir, file), 'utf8');
    if (SOURCE_MAP_REFERENCE.pattern.test(code)) findings.push({ file, marker: SOURCE_MAP_REFERENCE.name });
    if (!demo) for (const { name, pattern } of MOCK_PLATFORM_MARKERS) if (pattern.test(code)) findings.push({ file, marker: name });
  }
  if (!demo) {
    for (const file of listFiles(outDir, 'mockServiceWorker.js')) findings.push({ file, marker: 'the msw worker file (demo builds only)' });
  }
  for (const file of listFiles(outDir, '.map')) findings.push({ file, marker: 'a source map in the public directory' });
  if (!existsSync(join(outDir, '_headers'))) findings.push({ file: '_headers', marker: 'missing: the security headers file' });
  else {
    const headers = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    for (const name of REQUIRED_HEADERS) if (!headers[name]) findings.push({ file: '_headers', marker: `missing header ${name}` });
    const csp = headers['Content-Security-Policy'] ?? '';
    for (const directive of REQUIRED_CSP) if (csp && !csp.includes(directive)) findings.push({ file: '_headers', marker: `CSP without ${directive.trim()}` });
  }
  findings.push(...indexIntegrityFindings(outDir));
  const inventoryPath = join(outDir, SCRIPT_INVENTORY_FILE);
  if (!existsSync(inventoryPath)) {
    findings.push({ file: SCRIPT_INVENTORY_FILE, marker: 'missing: the script inventory' });
  } else {
    const listed = (JSON.parse(readFileSync(inventoryPath, 'utf8')) as ScriptInventory).scripts;
    const actual = scriptInventory(outDir).scripts;
    for (const [path, integrity] of Object.entries(actual)) {
      if (!(path in listed)) findings.push({ file: path.slice(1), marker: `not in ${SCRIPT_INVENTORY_FILE}` });
      else if (listed[path] !== integrity) findings.push({ file: path.slice(1), marker: `hash differs from ${SCRIPT_INVENTORY_FILE}` });
    }
    for (const path of Object.keys(listed)) if (!(path in actual)) findings.push({ file: path.slice(1), marker: `listed in ${SCRIPT_INVENTORY_FILE} but not built` });
  }
  return findings;
}
