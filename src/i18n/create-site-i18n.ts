import i18next, { type i18n } from 'i18next';
import { i18nOptions } from './create-i18n-instance';
import { DEFAULT_LANGUAGE_RESOURCES } from './default-language-resources';
import { languageBackend } from './language-backend';
import { DEFAULT_LANGUAGE, type Language } from './supported-languages';

/**
 * The site's i18next instance: the default language's shell namespaces bundled with the entry,
 * every other namespace and language loaded on demand by the language backend (a page's and a
 * modal's with it: NamespaceGate). Resolves once `language` is loaded,
 * so the first render is already in the path's language; a later `changeLanguage` loads first and
 * switches after.
 */
export async function createSiteI18n(language: Language, backend = languageBackend()): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(backend).init({
    ...i18nOptions(language, Object.keys(DEFAULT_LANGUAGE_RESOURCES)),
    // a copy: i18next writes CMS overrides into its resources, and the bundled texts are shared
    resources: { [DEFAULT_LANGUAGE]: structuredClone(DEFAULT_LANGUAGE_RESOURCES) },
    // the default language is bundled; the backend loads only what is missing
    partialBundledLanguages: true,
  });
  return instance;
}
