/**
 * npm run gen [-- --check] [--root <dir>]
 * Resolves every form × market, compiles standalone validators, generates types,
 * the content index, the settings bindings and the settings import list.
 * --check writes nothing and exits 1 listing every stale, missing or extra file.
 */
import { generatedFiles } from './lib/generated-files';
import { scriptArgs } from './lib/script-args';
import { syncGenerated } from './lib/sync-generated';

const args = scriptArgs();
const report = syncGenerated(args.root, await generatedFiles(args.root), args.check);
const lines = [
  ...report.stale.map((path) => `stale: ${path}`),
  ...report.missing.map((path) => `missing: ${path}`),
  ...report.extra.map((path) => `extra: ${path}`),
];
if (args.check) {
  if (lines.length > 0) {
    console.error(`Generated files are out of date (run npm run gen):\n${lines.join('\n')}`);
    process.exit(1);
  }
  console.log('Generated files are up to date.');
} else {
  console.log(lines.length > 0 ? `Updated:\n${lines.join('\n')}` : 'Generated files were already up to date.');
}
