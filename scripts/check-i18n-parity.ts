/**
 * npm run check:i18n [-- --root <dir>]
 * en, hu and sv have the same namespace files with the same (nested) keys, and no empty text.
 */
import { i18nParity } from './lib/i18n-parity';
import { scriptArgs } from './lib/script-args';

const problems = i18nParity(scriptArgs().root);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('i18n parity check passed.');
