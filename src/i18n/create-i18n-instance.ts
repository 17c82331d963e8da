import i18next, { type i18n, type InitOptions } from 'i18next';
import type { LocaleResources } from './locale-resources';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './supported-languages';

/** The options every site i18next instance shares (languages, namespaces, fallbacks, React binding). */
export function i18nOptions(language: Language, namespaces: readonly string[]): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...namespaces],
    defaultNS: 'common',
    fallbackNS: 'common',
    initAsync: false,
    returnNull: false,
    // React escapes output itself; double escaping would show entities to the player
    interpolation: { escapeValue: false },
    react: { useSuspense: false, bindI18nStore: 'added' },
  };
}

/**
 * An isolated i18next instance over static resources, initialised synchronously so the first
 * render already has its texts.
 */
export function createI18nInstance(language: Language, resources: LocaleResources): i18n {
  const namespaces = Object.keys(resources[DEFAULT_LANGUAGE]);
  const instance = i18next.createInstance();
  void instance.init({ ...i18nOptions(language, namespaces), resources });
  return instance;
}
