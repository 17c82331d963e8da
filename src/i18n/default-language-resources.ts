import type { TranslationTree } from './locale-resources';

/**
 * The default language's namespaces, bundled with the entry: the fallback every other language
 * falls back to, and the texts of the first render on an unprefixed path.
 */
export const DEFAULT_LANGUAGE_RESOURCES: Record<string, TranslationTree> = Object.fromEntries(
  Object.entries(import.meta.glob<TranslationTree>('./locales/en/*.json', { eager: true, import: 'default' })).map(([file, tree]) => [
    /([\w-]+)\.json$/.exec(file)?.[1] ?? file,
    tree,
  ]),
);
