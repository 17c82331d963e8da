/**
 * npm run matrix -- <form> [--root <dir>]
 * Prints fields × markets (required / conditional / optional / hidden, read-only)
 * and the $comment of each market's overlay and settings patch.
 */
import { formatMatrix } from './lib/format-matrix';
import { marketMatrix } from './lib/market-matrix';
import { scriptArgs } from './lib/script-args';

const args = scriptArgs();
const formId = args.positionals[0];
if (!formId) {
  console.error('usage: npm run matrix -- <form>');
  process.exit(1);
}
console.log(formatMatrix(marketMatrix(args.root, formId)));
