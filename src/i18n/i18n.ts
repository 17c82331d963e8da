import type { i18n } from 'i18next';
import { bundledResources } from './bundled-resources';
import { createI18nInstance } from './create-i18n-instance';
import type { Language } from './supported-languages';

/** An i18next instance with every namespace of en, hu and sv bundled, ready at once (tests; the site uses createSiteI18n). */
export function createI18n(language: Language): i18n {
  return createI18nInstance(language, bundledResources);
}
