import { localeResources, type TranslationTree } from './locale-resources';

/**
 * Every namespace of every language, bundled statically: the site has no runtime translation
 * loader, so a missing file fails the build instead of a page at runtime.
 */
export const bundledResources = localeResources(
  import.meta.glob<TranslationTree>('./locales/*/*.json', { eager: true, import: 'default' }),
);
