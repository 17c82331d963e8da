import { join } from 'node:path';
import { isJsonObject } from '../../../src/engine/is-json-object';
import { VERIFICATION_BACK_END_FLAG_NAMES } from '../../../src/features/verification/verification-back-end-flags';
import { existsSync } from 'node:fs';
import { readJson } from '../read-json';
import { META_DIR } from '../repo-paths';
import type { ContentError } from './content-error';

const PLATFORM_FILE = 'schemas/settings/platform.json';
const META_FILE = 'schemas/meta/settings.schema.json';
const META_NAME = 'settings.schema.json';
const META_POINTER = '/properties/be/properties';

/**
 * Every back-end flag the verification feature reads (src/features/verification/verification-back-end-flags.ts)
 * is declared: platform.json serves it as a boolean (so every market has a value, off unless a
 * market patch turns it on) and the settings meta-schema types it as a boolean with a `$comment`
 * naming its rule (so a market patch with a wrong type fails the check).
 */
export function checkVerificationFlags(root: string, names: readonly string[] = VERIFICATION_BACK_END_FLAG_NAMES, metaDir: string = META_DIR): ContentError[] {
  // a missing platform.json is reported by checkSettings
  if (!existsSync(join(root, PLATFORM_FILE))) return [];
  const platform = readJson(join(root, PLATFORM_FILE));
  const meta = readJson(join(metaDir, META_NAME));
  const served = isJsonObject(platform) && isJsonObject(platform.be) ? platform.be : {};
  const properties = isJsonObject(meta) && isJsonObject(meta.properties) && isJsonObject(meta.properties.be) && isJsonObject(meta.properties.be.properties) ? meta.properties.be.properties : {};
  const errors: ContentError[] = [];
  for (const name of names) {
    if (typeof served[name] !== 'boolean') {
      errors.push({ file: PLATFORM_FILE, pointer: '/be', message: `back-end flag "${name}" is read by the verification feature but platform.json does not serve it as a boolean` });
    }
    const declaration = properties[name];
    if (!isJsonObject(declaration) || declaration.type !== 'boolean') {
      errors.push({ file: META_FILE, pointer: META_POINTER, message: `back-end flag "${name}" is read by the verification feature but not declared as a boolean in the settings meta-schema` });
    } else if (typeof declaration.$comment !== 'string' || declaration.$comment.length < 10) {
      errors.push({ file: META_FILE, pointer: `${META_POINTER}/${name}`, message: `back-end flag "${name}" needs a $comment naming the rule it implements` });
    }
  }
  return errors;
}
