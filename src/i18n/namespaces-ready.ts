import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE } from './supported-languages';

/**
 * Whether `namespaces` can be shown in the current language: the default language's texts (the
 * fallback of every key) and the current language's are in the store.
 */
export function namespacesReady(instance: i18n, namespaces: readonly string[]): boolean {
  const language = instance.language;
  return namespaces.every(
    (namespace) =>
      instance.hasResourceBundle(DEFAULT_LANGUAGE, namespace) && (language === DEFAULT_LANGUAGE || instance.hasResourceBundle(language, namespace)),
  );
}

/**
 * Loads the namespaces a page or modal needs (current and default language) through the site's
 * language backend. Resolves `true` once they can be shown, `false` when the default language's
 * texts of one did not load (a failed chunk): the caller shows the load-failure notice rather than
 * raw keys. A current-language namespace that failed falls back to the default language's texts,
 * as i18next does for a single missing key.
 */
export async function loadNamespaces(instance: i18n, namespaces: readonly string[]): Promise<boolean> {
  if (namespacesReady(instance, namespaces)) return true;
  await instance.loadNamespaces([...namespaces]);
  return namespaces.every((namespace) => instance.hasResourceBundle(DEFAULT_LANGUAGE, namespace));
}
