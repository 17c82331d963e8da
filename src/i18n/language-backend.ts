import type { BackendModule, ReadCallback } from 'i18next';
import { DEFAULT_LANGUAGE_LOADERS } from '../generated/route-namespaces';
import type { TranslationTree } from './locale-resources';

type Loaders = Readonly<Record<string, () => Promise<TranslationTree>>>;

/**
 * One chunk per language × namespace. The default language's shell namespaces are bundled with the
 * entry (default-language-resources.ts; i18next never asks for them), its others load on demand
 * (both lists derived by `npm run gen`): leaving the shell's out of this glob keeps them inside the
 * entry chunk instead of a chunk each.
 */
const LOADERS: Loaders = {
  ...import.meta.glob<TranslationTree>(['./locales/*/*.json', '!./locales/en/*.json'], { import: 'default' }),
  ...DEFAULT_LANGUAGE_LOADERS,
};

/**
 * The i18next backend of the site: a namespace is loaded when it is first needed — the shell's in
 * the path's language before the first render, a page's or modal's with it (NamespaceGate), a
 * switch's before it switches (`changeLanguage` waits, so the player never sees a page half in the
 * old language) — each language × namespace its own chunk.
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
