import { describe, expect, it } from 'vitest';
import { STUDIO_RESOURCES } from '../../studio/src/studio-i18n';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

describe('studio texts', () => {
  const english = keys(STUDIO_RESOURCES.en.studio).sort();
  it.each(['hu', 'sv'] as const)('%s has every English key and no other', (language) => {
    expect(keys(STUDIO_RESOURCES[language].studio as Tree).sort()).toEqual(english);
  });

  it.each(['hu', 'sv'] as const)('%s is translated, not a copy of English', (language) => {
    const tree = STUDIO_RESOURCES[language].studio as Tree;
    const en = STUDIO_RESOURCES.en.studio as Tree;
    expect(tree.title).not.toBe(en.title);
    expect((tree.editor as Tree).save).not.toBe((en.editor as Tree).save);
  });

  it('keeps the placeholders of every text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const flat = (tree: Tree, prefix = ''): Array<[string, string]> =>
      Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`)));
    const en = new Map(flat(STUDIO_RESOURCES.en.studio));
    for (const language of ['hu', 'sv'] as const) {
      for (const [key, text] of flat(STUDIO_RESOURCES[language].studio)) expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(en.get(key) ?? ''));
    }
  });
});
