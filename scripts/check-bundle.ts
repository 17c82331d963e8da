/**
 * npm run check:bundle [-- --root <dir>]
 * After the build: no dist/assets/*.js may contain eval, new Function or the ajv
 * compiler (validators are precompiled; the site runs without 'unsafe-eval').
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkBundleFiles } from './lib/check-bundle-files';
import { scriptArgs } from './lib/script-args';

const assets = join(scriptArgs().root, 'dist', 'assets');
if (!existsSync(assets)) {
  console.error(`${assets} does not exist: build first (npm run build).`);
  process.exit(1);
}
const findings = checkBundleFiles(assets);
if (findings.length > 0) {
  console.error(findings.map(({ file, marker }) => `dist/assets/${file}: contains ${marker}`).join('\n'));
  process.exit(1);
}
console.log('Bundle check passed: no eval, no new Function, no ajv compiler.');
