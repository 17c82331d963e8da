import type { BackendModule, ReadCallback } from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyTranslationOverrides } from '../../src/i18n/apply-translation-overrides';
import { createSiteI18n } from '../../src/i18n/create-site-i18n';
import { DEFAULT_LANGUAGE_RESOURCES } from '../../src/i18n/default-language-resources';
import { languageBackend } from '../../src/i18n/language-backend';
import { nodeLocaleResources } from '../../src/i18n/node-locale-resources';

/** The real backend's reads, recorded, and each answered only when the test says so. */
function recordingBackend() {
  const reads: string[] = [];
  const pending: (() => void)[] = [];
  let released = false;
  const real = languageBackend();
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      reads.push(`${language}/${namespace}`);
      if (released) real.read(language, namespace, callback);
      else pending.push(() => real.read(language, namespace, callback));
    },
  };
  // i18next reads at most ten namespaces at once: the rest follow as earlier ones answer
  const release = () => {
    released = true;
    pending.splice(0).forEach((go) => go());
  };
  return { backend, reads, release };
}

describe('createSiteI18n', () => {
  it('bundles every namespace of the default language and loads nothing for it', async () => {
    const { backend, reads } = recordingBackend();
    const i18n = await createSiteI18n('en', backend);
    expect(Object.keys(DEFAULT_LANGUAGE_RESOURCES).sort()).toEqual(Object.keys(nodeLocaleResources().en).sort());
    expect(reads).toEqual([]);
    expect(i18n.t('shell:header.login')).toBe('Log in');
  });

  it('loads the path language (every namespace) before it resolves', async () => {
    const i18n = await createSiteI18n('hu');
    expect(i18n.language).toBe('hu');
    expect(i18n.t('shell:header.login')).toBe('Bejelentkezés');
    expect(i18n.t('actions.close')).toBe(i18n.getFixedT('hu')('common:actions.close'));
    expect(i18n.t('actions.close')).not.toBe('Close');
    // Swedish was not needed, so it is not there
    expect(i18n.hasResourceBundle('sv', 'shell')).toBe(false);
  });

  it('switches language only once the new one has loaded', async () => {
    const { backend, reads, release } = recordingBackend();
    const i18n = await createSiteI18n('en', backend);
    const switching = i18n.changeLanguage('sv');
    expect(i18n.t('shell:header.login')).toBe('Log in');
    release();
    await switching;
    expect(reads).toContain('sv/shell');
    expect(i18n.language).toBe('sv');
    expect(i18n.t('shell:header.login')).toBe('Logga in');
  });

  it('applies CMS overrides for a language still loading after it loaded, keeping the rest of its texts', async () => {
    const { backend, release } = recordingBackend();
    const i18n = await createSiteI18n('en', backend);
    expect(applyTranslationOverrides(i18n, 'hu', { 'shell:home.title': 'Üdv a CMS-ből' })).toBe(1);
    release();
    await i18n.changeLanguage('hu');
    expect(i18n.t('shell:home.title')).toBe('Üdv a CMS-ből');
    expect(i18n.t('shell:header.login')).toBe('Bejelentkezés');
  });

  it('fails a namespace the build has no file for', async () => {
    const read = await new Promise<unknown>((resolve) => languageBackend({}).read('hu', 'nothing', (error) => resolve(error)));
    expect(String(read)).toContain('no translations for hu/nothing');
  });
});
