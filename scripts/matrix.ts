/**
 * npm run matrix -- <form> [--method <id>] [--root <dir>]
 * Prints fields × markets (required / conditional / optional / hidden, read-only)
 * and the $comment of each market's overlay and settings patch; with --method, for the chain
 * base → market → payment method → method × market, with the method's overlay comments.
 */
import { formatMatrix } from './lib/format-matrix';
import { marketMatrix } from './lib/market-matrix';
import { scriptArgs } from './lib/script-args';

const args = scriptArgs();
const formId = args.positionals[0];
if (!formId) {
  console.error('usage: npm run matrix -- <form> [--method <id>]');
  process.exit(1);
}
try {
  console.log(formatMatrix(marketMatrix(args.root, formId, args.method)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
