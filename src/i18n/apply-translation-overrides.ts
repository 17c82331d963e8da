import type { i18n } from 'i18next';

/**
 * Merges the CMS overrides of the `translations` call into the bundled texts. Keys are flat:
 * "shell:header.login" names its namespace, a bare "header.login" goes to `common`.
 * Returns how many texts are applied (for a language still loading, once it has loaded);
 * non-string values are ignored.
 */
export function applyTranslationOverrides(
  instance: i18n,
  language: string,
  overrides: Record<string, unknown>,
): number {
  const byNamespace = new Map<string, Record<string, string>>();
  for (const [fullKey, value] of Object.entries(overrides)) {
    if (typeof value !== 'string') continue;
    const separator = fullKey.indexOf(':');
    const namespace = separator > 0 ? fullKey.slice(0, separator) : 'common';
    const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
    if (key === '') continue;
    const texts = byNamespace.get(namespace) ?? {};
    texts[key] = value;
    byNamespace.set(namespace, texts);
  }
  let applied = 0;
  for (const texts of byNamespace.values()) applied += Object.keys(texts).length;
  const apply = () => {
    // one "added" store event per namespace; react-i18next re-renders on it (bindI18nStore)
    for (const [namespace, texts] of byNamespace) instance.addResources(language, namespace, texts);
  };
  // a language loaded on demand (createSiteI18n) is loaded first: texts added to a namespace not
  // yet loaded would make i18next think it is there and never load the rest of it
  if (instance.options.partialBundledLanguages === true && !instance.hasResourceBundle(language, 'common')) {
    void instance.loadLanguages(language).then(apply);
  } else apply();
  return applied;
}
