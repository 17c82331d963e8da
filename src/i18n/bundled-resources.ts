import { localeResources, type TranslationTree } from './locale-resources';

/**
 * Every namespace of every language, bundled statically (createI18n: tests, the bench). The site
 * itself bundles only the default language and loads the others on demand (createSiteI18n); a
 * missing file still fails the build, because both read the same files through Vite's glob.
 */
export const bundledResources = localeResources(
  import.meta.glob<TranslationTree>('./locales/*/*.json', { eager: true, import: 'default' }),
);
