import type { Language } from './supported-languages';

/** Nested translation tree of one namespace file. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** language → namespace → tree; the shape i18next takes as `resources`. */
export type LocaleResources = Record<Language, Record<string, TranslationTree>>;

/**
 * Builds resources from file paths like ".../locales/hu/shell.json" so the Vite glob loader and
 * the Node file loader share one grouping rule.
 */
export function localeResources(files: Record<string, TranslationTree>): LocaleResources {
  const resources: LocaleResources = { en: {}, hu: {}, sv: {} };
  for (const [file, tree] of Object.entries(files)) {
    const match = /locales\/(en|hu|sv)\/([\w-]+)\.json$/.exec(file);
    if (!match || !match[1] || !match[2]) continue;
    resources[match[1] as Language][match[2]] = tree;
  }
  return resources;
}
