import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonObject } from '../../../src/engine/is-json-object';
import { readJson } from '../read-json';

export const DEFAULT_NAMESPACE = 'forms';

/** Answers whether an i18n key (`namespace:a.b`, default namespace `forms`) has an English text. */
export function createI18nLookup(root: string, language = 'en'): (key: string) => boolean {
  const namespaces = new Map<string, unknown>();
  const namespace = (name: string): unknown => {
    if (!namespaces.has(name)) {
      const path = join(root, 'src', 'i18n', 'locales', language, `${name}.json`);
      namespaces.set(name, existsSync(path) ? readJson(path) : undefined);
    }
    return namespaces.get(name);
  };
  return (key) => {
    const separator = key.indexOf(':');
    const [ns, path] = separator === -1 ? [DEFAULT_NAMESPACE, key] : [key.slice(0, separator), key.slice(separator + 1)];
    let current = namespace(ns);
    for (const segment of path.split('.')) {
      if (!isJsonObject(current)) return false;
      current = current[segment];
    }
    return typeof current === 'string' && current !== '';
  };
}
