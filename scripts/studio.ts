/**
 * npm run studio [-- --root <dir>] [--port 4310] [--no-build]
 * Builds the content studio (studio/, never part of the player bundle) into dist-studio/ and
 * serves it with its local content API on http://localhost:4310 under the site's strict CSP.
 * The API reads and writes only content paths under --root (default: the working tree).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { checkBundleFiles } from './lib/check-bundle-files';
import { REPO_ROOT } from './lib/repo-paths';
import { createStudioServer } from './lib/studio/studio-server';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string', default: process.env.STUDIO_PORT ?? '4310' },
    'no-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: process.env.STUDIO_OUT_DIR ?? 'dist-studio' },
  },
});
const root = resolve(values.root ?? process.env.STUDIO_ROOT ?? process.cwd());
const appDir = resolve(REPO_ROOT, values['out-dir']);
if (!values['no-build']) {
  await build({ configFile: resolve(REPO_ROOT, 'studio', 'vite.config.ts'), build: { outDir: appDir }, logLevel: 'warn' });
}
// the studio bundle holds to the player bundle's rule: no eval, no new Function, no ajv compiler
const findings = checkBundleFiles(resolve(appDir, 'assets'));
if (findings.length > 0) {
  console.error(`The studio bundle must not evaluate code:\n${findings.map((finding) => `${finding.file}: ${finding.marker}`).join('\n')}`);
  process.exit(1);
}
const port = Number(values.port);
const { server } = createStudioServer({ root, appDir, port });
server.listen(port, 'localhost', () => {
  console.log(`Content studio on http://localhost:${port}/ over ${root}`);
});
