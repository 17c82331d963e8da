import { act, renderHook, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { useFieldTranslation } from '../../src/renderer/use-field-translation';
import { createTestI18n } from './helpers/create-test-i18n';
import { renderSchemaForm } from './helpers/render-schema-form';
import { testVariant } from './helpers/test-variant';

const FORM = testVariant(
  {
    $id: 'test-field-translation',
    type: 'object',
    required: ['nickName'],
    properties: {
      nickName: { type: 'string', title: 'forms:nickName.label', maxLength: 20 },
      gender: { type: 'string', title: 'forms:gender.label', enum: ['male', 'female'] },
    },
  },
  { nickName: { 'ui:widget': 'text', 'ui:help': 'forms:nickName.help' }, gender: { 'ui:widget': 'select', 'ui:options': { labelPrefix: 'forms:gender.' } } },
);

describe('field texts follow the language (useFieldTranslation, issue 18)', () => {
  it('re-translates labels, help and option labels of a memoised form on a language change and on resources added later', { timeout: 20_000 }, async () => {
    const { i18n } = renderSchemaForm({ variant: FORM });
    expect(screen.getByLabelText(/^Nickname/)).toBeTruthy();
    expect(screen.getByText('Latin letters, digits and underscores only.')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(expect.arrayContaining(['Male', 'Female']));
    await act(() => i18n.changeLanguage('hu'));
    expect(screen.getByLabelText(/^Becenév/)).toBeTruthy();
    expect(screen.getByText('Csak latin betűk, számjegyek és aláhúzásjel.')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(expect.arrayContaining(['Férfi', 'Nő']));
    // a CMS override arriving for the shown language (i18next's "added" store event)
    act(() => {
      i18n.addResourceBundle('hu', 'forms', { nickName: { label: 'Játékosnév' } }, true, true);
    });
    expect(screen.getByLabelText(/^Játékosnév/)).toBeTruthy();
  });
});

/** Every leaf key of a namespace's texts ("a.b.c"). */
function leafKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leafKeys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('useFieldTranslation reads plain texts without i18next\'s translate (issue 18: mount cost)', () => {
  it('gives what i18next\'s t gives for every key of every namespace in every language, and for keys it does not know', async () => {
    const i18n = createTestI18n('en');
    const { result } = renderHook(() => useFieldTranslation(), { wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> });
    for (const language of ['en', 'hu', 'sv'] as const) {
      await act(() => i18n.changeLanguage(language));
      const { t } = result.current;
      const keys = Object.keys(i18n.store.data[language] ?? {}).flatMap((ns) =>
        leafKeys(i18n.getResourceBundle(language, ns) as Record<string, unknown>).map((key) => `${ns}:${key}`),
      );
      expect(keys.length).toBeGreaterThan(500);
      // plurals, interpolations, nested keys and fallbacks included: the fast path answers only plain texts
      for (const key of [...keys, 'forms:noSuchKey.label', 'noNamespaceKey', 'unknownNs:key', 'renderer:']) expect(t(key), key).toBe(i18n.t(key));
    }
  });

  it('mounts labels without i18next\'s translate, and keeps it for texts with values', () => {
    const i18n = createTestI18n('en');
    const translator = (i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator;
    const translate = vi.spyOn(translator, 'translate');
    renderSchemaForm({ variant: FORM }, i18n);
    expect(screen.getByLabelText(/^Nickname/)).toBeTruthy();
    const translated = translate.mock.calls.map(([key]) => key);
    expect(translated).not.toContain('forms:nickName.label');
    expect(translated).not.toContain('forms:gender.label');
  });
});
