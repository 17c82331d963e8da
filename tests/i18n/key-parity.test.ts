import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src/i18n/supported-languages';

const LOCALES = join(import.meta.dirname, '../../src/i18n/locales');

type Tree = Record<string, unknown>;

function read(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree;
}

/** Every leaf as "a.b.c" → value. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, leafValue] of leaves(value as Tree, path)) result.set(leaf, leafValue);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.-]+)/g)].map((match) => match[1]).sort();

const namespaces = [
  ...new Set(
    SUPPORTED_LANGUAGES.flatMap((language) =>
      readdirSync(join(LOCALES, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length)),
    ),
  ),
].sort();

describe('translation files', () => {
  it('exist for the shell namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'shell']));
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    it('exists in every language', () => {
      const missing = SUPPORTED_LANGUAGES.filter(
        (language) => !readdirSync(join(LOCALES, language)).includes(`${namespace}.json`),
      );
      expect(missing).toEqual([]);
    });

    it('has the same keys in en, hu and sv', () => {
      const english = [...leaves(read('en', namespace)).keys()].sort();
      for (const language of SUPPORTED_LANGUAGES) {
        expect([...leaves(read(language, namespace)).keys()].sort(), `${language}/${namespace}.json`).toEqual(english);
      }
    });

    it('has a non-empty text for every key, with the same placeholders', () => {
      const english = leaves(read('en', namespace));
      const problems: string[] = [];
      for (const language of SUPPORTED_LANGUAGES) {
        for (const [key, value] of leaves(read(language, namespace))) {
          if (typeof value !== 'string' || value.trim() === '') {
            problems.push(`${language}/${namespace}: ${key} is empty or not text`);
          } else if (JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(String(english.get(key))))) {
            problems.push(`${language}/${namespace}: ${key} has other placeholders than en`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
