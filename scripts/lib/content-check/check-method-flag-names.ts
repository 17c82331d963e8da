import { join } from 'node:path';
import { isJsonObject } from '../../../src/engine/is-json-object';
import { METHOD_FLAG_NAMES } from '../../../src/engine/method-flags';
import { readJson } from '../read-json';
import { META_DIR } from '../repo-paths';
import type { ContentError } from './content-error';

const META_FILE = 'schemas/meta/cashier-method-overlay.schema.json';
const FLAGS_POINTER = '/definitions/flags/properties';

/**
 * The behaviour flags a payment method's overlay may set (the meta-schema's `flags`) are exactly
 * the flags the code knows (METHOD_FLAG_NAMES of src/engine/method-flags.ts): a flag declared in
 * content but not in code would be set and never read; one in code but not in the meta-schema
 * could never be set. Each declared flag also says in `$comment` which rule it implements.
 */
export function checkMethodFlagNames(meta: unknown = readJson(join(META_DIR, 'cashier-method-overlay.schema.json')), known: readonly string[] = METHOD_FLAG_NAMES): ContentError[] {
  const definitions = isJsonObject(meta) && isJsonObject(meta.definitions) ? meta.definitions : undefined;
  const flags = definitions && isJsonObject(definitions.flags) && isJsonObject(definitions.flags.properties) ? definitions.flags.properties : undefined;
  if (!flags) return [{ file: META_FILE, pointer: FLAGS_POINTER, message: 'no flag declarations' }];
  const errors: ContentError[] = [];
  for (const [name, declaration] of Object.entries(flags)) {
    if (!known.includes(name)) errors.push({ file: META_FILE, pointer: `${FLAGS_POINTER}/${name}`, message: `flag "${name}" is not a MethodFlags name of src/engine/method-flags.ts (nothing would read it)` });
    else if (!isJsonObject(declaration) || typeof declaration.$comment !== 'string' || declaration.$comment.length < 10) errors.push({ file: META_FILE, pointer: `${FLAGS_POINTER}/${name}`, message: `flag "${name}" needs a $comment naming the rule it implements` });
  }
  for (const name of known) {
    if (!Object.hasOwn(flags, name)) errors.push({ file: META_FILE, pointer: FLAGS_POINTER, message: `flag "${name}" of src/engine/method-flags.ts is not declared (no method could set it)` });
  }
  return errors;
}
