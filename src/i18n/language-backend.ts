import type { BackendModule, ReadCallback } from 'i18next';
import type { TranslationTree } from './locale-resources';

type Loaders = Readonly<Record<string, () => Promise<TranslationTree>>>;

/** One chunk per language × namespace (the default language is bundled, see default-language-resources.ts). */
const LOADERS: Loaders = import.meta.glob<TranslationTree>(['./locales/*/*.json', '!./locales/en/*.json'], { import: 'default' });

/**
 * The i18next backend of the site: a language other than the default one is loaded when it is
 * first needed (the path's language before the first render, or a switch: `changeLanguage` waits
 * for it, so the player never sees a page half in the old language), each namespace its own chunk.
 */
export function languageBackend(loaders: Loaders = LOADERS): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const load = loaders[`./locales/${language}/${namespace}.json`];
      if (!load) {
        callback(new Error(`no translations for ${language}/${namespace}`), false);
        return;
      }
      load().then(
        (tree) => callback(null, tree),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
