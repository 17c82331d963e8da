import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonObject } from '../../src/engine/is-json-object';
import { readJson } from './read-json';

export const LANGUAGES = ['en', 'hu', 'sv'] as const;

function leaves(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (isJsonObject(value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, value);
  return out;
}

/** Differences between the locale folders: missing namespace files, keys only some languages have, empty texts. */
export function i18nParity(root: string, languages: readonly string[] = LANGUAGES): string[] {
  const dir = (language: string) => join(root, 'src', 'i18n', 'locales', language);
  const namespaces = new Set<string>();
  for (const language of languages) {
    if (existsSync(dir(language))) readdirSync(dir(language)).filter((name) => name.endsWith('.json')).forEach((name) => namespaces.add(name));
  }
  const problems: string[] = [];
  for (const namespace of [...namespaces].sort()) {
    const keys = new Map<string, Map<string, unknown>>();
    for (const language of languages) {
      const path = join(dir(language), namespace);
      if (!existsSync(path)) problems.push(`${language}/${namespace}: missing file`);
      else keys.set(language, leaves(readJson(path), '', new Map()));
    }
    const all = new Set([...keys.values()].flatMap((map) => [...map.keys()]));
    for (const key of [...all].sort()) {
      for (const [language, map] of keys) {
        if (!map.has(key)) problems.push(`${language}/${namespace}: missing key "${key}"`);
        else if (typeof map.get(key) !== 'string' || map.get(key) === '') problems.push(`${language}/${namespace}: "${key}" is empty or not a text`);
      }
    }
  }
  return problems;
}
