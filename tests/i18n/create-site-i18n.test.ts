import type { BackendModule, ReadCallback } from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyTranslationOverrides } from '../../src/i18n/apply-translation-overrides';
import { createSiteI18n } from '../../src/i18n/create-site-i18n';
import { DEFAULT_LANGUAGE_RESOURCES } from '../../src/i18n/default-language-resources';
import { languageBackend } from '../../src/i18n/language-backend';
import { loadNamespaces, namespacesReady } from '../../src/i18n/namespaces-ready';
import { SHELL_LANGUAGE_RESOURCES } from '../../src/generated/route-namespaces';

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
  it("bundles the shell's namespaces of the default language and loads a page's namespaces on demand", async () => {
    const { backend, reads, release } = recordingBackend();
    const i18n = await createSiteI18n('en', backend);
    expect(reads).toEqual([]);
    expect(i18n.t('shell:header.login')).toBe('Log in');
    // the shell's namespaces are the derived ones (npm run gen), and a page's are not among them
    expect(Object.keys(DEFAULT_LANGUAGE_RESOURCES).sort()).toEqual(Object.keys(SHELL_LANGUAGE_RESOURCES).sort());
    expect(Object.keys(DEFAULT_LANGUAGE_RESOURCES)).toContain('shell');
    expect(Object.keys(DEFAULT_LANGUAGE_RESOURCES)).not.toContain('cashier');
    expect(i18n.hasResourceBundle('en', 'cashier')).toBe(false);
    const loading = loadNamespaces(i18n, ['cashier']);
    release();
    expect(await loading).toBe(true);
    expect(reads).toEqual(['en/cashier']);
    expect(i18n.t('cashier:deposit.title')).toBe('Deposit');
  });

  it('a namespace whose texts do not load is reported, not shown as keys', async () => {
    const failing: BackendModule = { type: 'backend', init: () => undefined, read: (_language, _namespace, callback) => callback(new Error('offline'), false) };
    const i18n = await createSiteI18n('en', failing);
    expect(await loadNamespaces(i18n, ['limits'])).toBe(false);
    expect(namespacesReady(i18n, ['limits'])).toBe(false);
    expect(namespacesReady(i18n, ['shell'])).toBe(true);
  });

  it('applies a CMS override of a namespace loaded on demand once it loaded, keeping the rest of its texts', async () => {
    const { backend, release } = recordingBackend();
    const i18n = await createSiteI18n('en', backend);
    applyTranslationOverrides(i18n, 'en', { 'games:lobby.allTitle': 'Every game (CMS)', 'shell:header.login': 'Sign in (CMS)' });
    // the shell's namespace is there: applied at once; the page's waits for its texts
    expect(i18n.t('shell:header.login')).toBe('Sign in (CMS)');
    expect(i18n.hasResourceBundle('en', 'games')).toBe(false);
    release();
    expect(await loadNamespaces(i18n, ['games'])).toBe(true);
    expect(i18n.t('games:lobby.allTitle')).toBe('Every game (CMS)');
    // the rest of the namespace is there too (the override did not stand in for it)
    expect(i18n.t('games:lobby.loading')).toBe('Loading the games…');
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
