import { describe, expect, it } from 'vitest';
import { applyTranslationOverrides } from '../../src/i18n/apply-translation-overrides';
import { createI18n } from '../../src/i18n/i18n';

describe('createI18n', () => {
  it('bundles every namespace of the three languages', () => {
    const i18n = createI18n('hu');
    expect(i18n.language).toBe('hu');
    expect(i18n.t('shell:header.login')).toBe('Bejelentkezés');
    expect(i18n.getFixedT('sv')('shell:header.login')).toBe('Logga in');
    expect(i18n.getFixedT('en')('common:actions.close')).toBe('Close');
  });

  it('uses common as the default namespace and falls back to English', () => {
    const i18n = createI18n('sv');
    i18n.addResource('en', 'shell', 'onlyInEnglish', 'English text');
    expect(i18n.t('actions.cancel')).toBe('Avbryt');
    expect(i18n.t('shell:onlyInEnglish')).toBe('English text');
  });

  it('instances are independent', async () => {
    const first = createI18n('en');
    const second = createI18n('en');
    await second.changeLanguage('hu');
    expect(first.language).toBe('en');
  });
});

describe('applyTranslationOverrides', () => {
  it('merges flat CMS keys into their namespace (common without a prefix)', () => {
    const i18n = createI18n('hu');
    const applied = applyTranslationOverrides(i18n, 'hu', {
      'shell:home.title': 'Üdv a CMS-ből',
      'actions.close': 'Zárd be',
      ignored: 42,
    });
    expect(applied).toBe(2);
    expect(i18n.t('shell:home.title')).toBe('Üdv a CMS-ből');
    expect(i18n.t('common:actions.close')).toBe('Zárd be');
    // other languages keep the bundled text
    expect(i18n.getFixedT('en')('shell:home.title')).toBe('Welcome to the casino');
  });

  it('emits one store event per namespace so react-i18next re-renders', () => {
    const i18n = createI18n('en');
    const added: string[] = [];
    i18n.store.on('added', (_language: string, namespace: string) => added.push(namespace));
    applyTranslationOverrides(i18n, 'en', { 'shell:a': 'A', 'shell:b': 'B', c: 'C' });
    expect(added.sort()).toEqual(['common', 'shell']);
  });
});
