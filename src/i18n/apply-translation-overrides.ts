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
  // a namespace loaded on demand (createSiteI18n: other languages, and the default language's
  // namespaces beyond the shell's) gets its texts once it has loaded: texts added to a namespace not
  // yet loaded would make i18next think it is there and never load the rest of it
  const onDemand = instance.options.partialBundledLanguages === true;
  const pending = new Map(byNamespace);
  const applyLoaded = () => {
    for (const [namespace, texts] of pending) {
      if (onDemand && !instance.hasResourceBundle(language, namespace)) continue;
      // one "added" store event per namespace; react-i18next re-renders on it (bindI18nStore)
      instance.addResources(language, namespace, texts);
      pending.delete(namespace);
    }
    if (pending.size === 0) instance.off('loaded', applyLoaded);
  };
  instance.on('loaded', applyLoaded);
  applyLoaded();
  return applied;
}
