/**
 * npm run check:bundle [-- --root <dir>] [--out <dir>] [--demo]
 * After the build, over the site as it will be published (`<root>/<out>`, default `dist`):
 * no script may contain eval, new Function or the ajv compiler (validators are precompiled; the
 * site runs without 'unsafe-eval'); no source map is public; `_headers` and the script inventory
 * are there and the inventory matches the scripts; and unless `--demo` (the offline demo build),
 * neither the mock platform, msw nor `mockServiceWorker.js` is in it, and the sizes stay within
 * scripts/bench/bundle-budgets.json (first load of every route, each chunk; gzipped; libraries that
 * load only with what needs them, `onDemand`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkBundleBudgets, type BundleBudgets } from './lib/bundle-size';
import { checkReleaseBuild } from './lib/check-bundle-files';

const { values } = parseArgs({
  options: { root: { type: 'string' }, out: { type: 'string', default: 'dist' }, demo: { type: 'boolean', default: false } },
});
const out = values.out ?? 'dist';
const outDir = resolve(values.root ?? process.cwd(), out);
const demo = values.demo ?? false;
if (!existsSync(resolve(outDir, 'assets'))) {
  console.error(`${outDir}/assets does not exist: build first (${demo ? 'npm run build:demo' : 'npm run build'}).`);
  process.exit(1);
}
const findings = checkReleaseBuild(outDir, { demo });
// size budgets (scripts/bench/bundle-budgets.json) for the production build; the demo build carries the mock platform
const budgets = JSON.parse(readFileSync(resolve(import.meta.dirname, 'bench', 'bundle-budgets.json'), 'utf8')) as BundleBudgets;
const sizes = demo ? undefined : checkBundleBudgets(outDir, budgets);
if (sizes) findings.push(...sizes.findings);
if (findings.length > 0) {
  console.error(findings.map(({ file, marker }) => `${out}/${file}: ${marker}`).join('\n'));
  process.exit(1);
}
console.log(
  `Bundle check passed (${demo ? 'demo' : 'production'} build in ${out}/): no eval, no new Function, no ajv compiler, no public source map, ` +
    `_headers and the script inventory present, index.html pinned by SRI${demo ? '' : ', no mock platform, no msw worker'}` +
    (sizes ? `; first load ${(sizes.firstLoadBytes / 1024).toFixed(1)} kB gz (budget ${budgets.firstLoadKb} kB), every chunk within its budget, on-demand libraries only with what needs them.` : '.'),
);
