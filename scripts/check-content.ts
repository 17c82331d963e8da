/**
 * npm run check:content [-- --root <dir>]
 * Validates schemas/forms, schemas/settings, flows and tests/fixtures against the
 * meta-schemas in schemas/meta and proves every referenced name exists.
 * Prints `<file>: <json pointer>: <message>` per problem; exits 1 on any.
 */
import { checkContent } from './lib/content-check/check-content';
import { formatContentError } from './lib/content-check/content-error';
import { scriptArgs } from './lib/script-args';

const errors = checkContent({ root: scriptArgs().root });
if (errors.length > 0) {
  console.error(errors.map(formatContentError).join('\n'));
  console.error(`\n${errors.length} content problem(s).`);
  process.exit(1);
}
console.log('Content check passed.');
