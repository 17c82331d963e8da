import { useTranslation } from 'react-i18next';
import { localizePath } from '../i18n/localize-path';
import { isSupportedLanguage } from '../i18n/supported-languages';

/** An in-app path under the shown language's prefix. */
export function useLanguagePath(): (path: string) => string {
  const { i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  return (path: string) => localizePath(path, language);
}
