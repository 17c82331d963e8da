import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function load(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(resolve(process.cwd(), `src/i18n/locales/${language}/${namespace}.json`), 'utf8')) as Tree;
}

describe.each(['renderer', 'validation'])('%s namespace', (namespace) => {
  const english = keys(load('en', namespace)).sort();

  it.each(['hu', 'sv'])('has the same keys in %s as in en', (language) => {
    expect(keys(load(language, namespace)).sort()).toEqual(english);
  });

  it.each(['hu', 'sv'])('is actually translated into %s', (language) => {
    const tree = load(language, namespace);
    const en = load('en', namespace);
    const translated = keys(tree).filter((key) => {
      const pick = (t: Tree) => key.split('.').reduce<string | Tree | undefined>((node, step) => (typeof node === 'object' ? node[step] : undefined), t);
      return pick(tree) !== pick(en);
    });
    expect(translated.length / english.length).toBeGreaterThan(0.8);
  });
});

describe('validation catalogue', () => {
  it('has a text for every code the engine emits by default', () => {
    const catalogue = load('en', 'validation');
    for (const code of ['required', 'regex', 'minLength', 'maxLength', 'minimum', 'maximum', 'oneOf', 'mustAccept', 'invalid', 'minItems', 'maxItems']) {
      expect(typeof catalogue[code]).toBe('string');
    }
  });
});
