import { useLocation } from 'react-router-dom';
import { languageFromPath } from '../../i18n/language-from-path';
import type { Language } from '../../i18n/supported-languages';

/** The interface language, which the path prefix decides ("/hu/..."; none for English). */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname).language;
}
