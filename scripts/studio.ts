/**
 * npm run studio [-- --root <dir>] [--port 4310] [--no-build] [--cache-dir <dir>] [--no-cache]
 * npm run studio -- --check-fixtures [--root <dir>] [--form <id>…]: runs the root's fixtures with npm test's fixture runner and exits
 * Builds the content studio (studio/, never part of the player bundle) into dist-studio/ and
 * serves it with its local content API on http://localhost:4310 under the site's strict CSP.
 * The API reads and writes only content paths under --root (default: the working tree).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { checkBundleFiles } from './lib/check-bundle-files';
import { contentHash } from './lib/content-hash';
import { REPO_ROOT } from './lib/repo-paths';
import { studioBuildInputsHash } from './lib/studio/studio-build-inputs';
import { createStudioServer } from './lib/studio/studio-server';
import { runTreeFixtures } from './lib/studio/tree-fixtures';
import { formatFixtureResult } from '../src/engine/fixtures/format-fixture-result';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string', default: process.env.STUDIO_PORT ?? '4310' },
    'no-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: process.env.STUDIO_OUT_DIR ?? 'dist-studio' },
    'cache-dir': { type: 'string', default: process.env.STUDIO_CACHE_DIR ?? join('node_modules', '.cache', 'content-studio') },
    'no-cache': { type: 'boolean', default: false },
    'check-fixtures': { type: 'boolean', default: false },
    form: { type: 'string', multiple: true },
  },
});
const root = resolve(values.root ?? process.env.STUDIO_ROOT ?? process.cwd());
if (values['check-fixtures']) {
  // --check-fixtures [--form <id>…]: the root's fixtures through npm test's fixture runner (what the studio runs before a save)
  const cache = values['no-cache'] ? undefined : resolve(REPO_ROOT, values['cache-dir'], 'fixture-generated');
  const generatedDir = cache ?? mkdtempSync(join(tmpdir(), 'content-studio-fixtures-'));
  try {
    const outcomes = await runTreeFixtures(root, { generatedDir, ...(values.form === undefined ? {} : { forms: values.form }) });
    const failed = outcomes.filter((outcome) => !outcome.ok);
    for (const outcome of failed) console.error(formatFixtureResult({ file: outcome.path, ok: false, missing: outcome.missing, unexpected: outcome.unexpected, problems: outcome.problems }));
    console.log(`${outcomes.length - failed.length} of ${outcomes.length} fixtures pass under ${root}`);
    process.exitCode = failed.length > 0 ? 1 : 0;
  } finally {
    if (cache === undefined) rmSync(generatedDir, { recursive: true, force: true });
  }
  process.exit();
}
const appDir = resolve(REPO_ROOT, values['out-dir']);
const cacheDir = values['no-cache'] ? undefined : resolve(REPO_ROOT, values['cache-dir']);
if (!values['no-build']) {
  // built again only when its inputs changed since the last build into this directory
  const inputs = studioBuildInputsHash();
  const stamp = cacheDir === undefined ? undefined : join(cacheDir, `build.${contentHash(appDir)}.txt`);
  const upToDate = stamp !== undefined && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs && existsSync(join(appDir, 'index.html'));
  if (upToDate) console.log(`${values['out-dir']} is up to date with the studio's sources: not built again`);
  else {
    await build({ configFile: resolve(REPO_ROOT, 'studio', 'vite.config.ts'), build: { outDir: appDir }, logLevel: 'warn' });
    if (stamp !== undefined && cacheDir !== undefined) {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(stamp, inputs);
    }
  }
}
// the studio bundle holds to the player bundle's rule: no eval, no new Function, no ajv compiler
const findings = checkBundleFiles(resolve(appDir, 'assets'));
if (findings.length > 0) {
  console.error(`The studio bundle must not evaluate code:\n${findings.map((finding) => `${finding.file}: ${finding.marker}`).join('\n')}`);
  process.exit(1);
}
const port = Number(values.port);
const { server, warm } = createStudioServer({ root, appDir, port, ...(cacheDir === undefined ? {} : { cacheDir }) });
// the first visit's answers are ready before the first visit (from the disk cache when the content is the same)
const warming = performance.now();
const origins = warm();
console.log(`first visit's answers (overview, matrix) ${origins.join(', ')} in ${Math.round(performance.now() - warming)} ms`);
server.listen(port, 'localhost', () => {
  console.log(`Content studio on http://localhost:${port}/ over ${root}`);
});
