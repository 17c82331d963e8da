import { useCallback } from 'react';
import { localizePath } from '../../i18n/localize-path';
import { useLanguage } from './use-language';

/** Returns a function putting an in-app path under the current language prefix. */
export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}
