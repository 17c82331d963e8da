import { afterEach, describe, expect, it } from 'vitest';
import { i18nParity } from '../../scripts/lib/i18n-parity';
import { removeContent, writeContent } from './temp-content';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach(removeContent));

function parity(files: Record<string, unknown>): string[] {
  const root = writeContent(Object.fromEntries(Object.entries(files).map(([path, value]) => [`src/i18n/locales/${path}`, value])));
  roots.push(root);
  return i18nParity(root);
}

describe('i18n parity', () => {
  it('passes identical nested key sets', () => {
    const texts = { a: { b: 'x' }, c: 'y' };
    expect(parity({ 'en/forms.json': texts, 'hu/forms.json': texts, 'sv/forms.json': texts })).toEqual([]);
  });

  it('reports missing files, missing keys and empty texts', () => {
    expect(
      parity({
        'en/forms.json': { a: { b: 'x', c: 'y' } },
        'hu/forms.json': { a: { b: 'x' } },
        'sv/forms.json': { a: { b: '', c: 'y' } },
        'en/errors.json': { e: 'z' },
      }),
    ).toEqual([
      'hu/errors.json: missing file',
      'sv/errors.json: missing file',
      'sv/forms.json: "a.b" is empty or not a text',
      'hu/forms.json: missing key "a.c"',
    ]);
  });
});
