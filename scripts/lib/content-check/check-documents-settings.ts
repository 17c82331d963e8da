import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonObject } from '../../../src/engine/is-json-object';
import { DOCUMENTS_HOME_COUNTRY_SETTING } from '../../../src/features/documents/document-types';
import { readJson } from '../read-json';
import type { ContentError } from './content-error';

const PLATFORM_FILE = 'schemas/settings/platform.json';
const META_FILE = 'schemas/meta/settings.schema.json';

/**
 * The front-end settings the documents feature reads as market rules (issue 14: the licence's home
 * country, `fe.documents.homeCountry`) are declared: platform.json serves a value of the declared
 * shape, and the settings meta-schema types it with a `$comment` naming the rule, so a market patch
 * with a wrong value fails the settings check instead of silently changing who sees which documents.
 */
export function checkDocumentsSettings(root: string, paths: readonly string[] = [DOCUMENTS_HOME_COUNTRY_SETTING]): ContentError[] {
  // a tree without the settings files is the settings check's to report
  if (!existsSync(join(root, PLATFORM_FILE)) || !existsSync(join(root, META_FILE))) return [];
  const platform = readJson(join(root, PLATFORM_FILE));
  const meta = readJson(join(root, META_FILE));
  const errors: ContentError[] = [];
  for (const path of paths) {
    const parts = path.split('.');
    let served: unknown = isJsonObject(platform) ? platform.fe : undefined;
    let declared: unknown = isJsonObject(meta) && isJsonObject(meta.properties) ? meta.properties.fe : undefined;
    for (const part of parts) {
      served = isJsonObject(served) ? served[part] : undefined;
      declared = isJsonObject(declared) && isJsonObject(declared.properties) ? declared.properties[part] : undefined;
    }
    const pointer = `/properties/fe/properties/${parts.join('/properties/')}`;
    if (!isJsonObject(declared) || declared.type !== 'string' || typeof declared.pattern !== 'string') {
      errors.push({ file: META_FILE, pointer, message: `setting "fe.${path}" is read by the documents feature but not declared as a string with a pattern in the settings meta-schema` });
      continue;
    }
    if (typeof declared.$comment !== 'string' || declared.$comment.length < 10) {
      errors.push({ file: META_FILE, pointer, message: `setting "fe.${path}" needs a $comment naming the rule it implements` });
    }
    if (typeof served !== 'string' || !new RegExp(declared.pattern, 'u').test(served)) {
      errors.push({ file: PLATFORM_FILE, pointer: `/fe/${parts.join('/')}`, message: `setting "fe.${path}" is read by the documents feature but platform.json does not serve a value matching ${declared.pattern}` });
    }
  }
  return errors;
}
