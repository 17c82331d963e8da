import type { i18n } from 'i18next';
import { bundledResources } from './bundled-resources';
import { createI18nInstance } from './create-i18n-instance';
import type { Language } from './supported-languages';

/** The site's i18next instance for a language, with every namespace of en, hu and sv bundled. */
export function createI18n(language: Language): i18n {
  return createI18nInstance(language, bundledResources);
}
