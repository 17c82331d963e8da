import { DEFAULT_LANGUAGE, type Language } from './supported-languages';

/** Puts an unprefixed in-app path ("/login?x=1") under the language prefix ("/hu/login?x=1"). */
export function localizePath(path: string, language: Language): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return absolute;
  if (absolute === '/') return `/${language}`;
  if (absolute.startsWith('/?') || absolute.startsWith('/#')) return `/${language}${absolute.slice(1)}`;
  return `/${language}${absolute}`;
}
