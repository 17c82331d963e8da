import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from './supported-languages';

export interface PathLanguage {
  language: Language;
  /** the path without the language prefix, always starting with "/" */
  path: string;
}

/**
 * Reads the optional language prefix of a path ("/hu/login" → hu, "/login").
 * The default language never carries a prefix, so "/en/..." is not a prefix but a normal path.
 */
export function languageFromPath(pathname: string): PathLanguage {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && match[1] && match[1] !== DEFAULT_LANGUAGE && isSupportedLanguage(match[1])) {
    return { language: match[1], path: match[2] || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}
