import { autorun } from 'mobx';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/supported-languages';
import { useRootStore } from '../hooks/use-root-store';

/**
 * Makes the path's language the shown one: i18next, <html lang>, CMS overrides, and for a
 * logged-in player the server's stored language (spec 1 §4: changeLanguage when they differ).
 */
export function useLanguageSync(language: Language): void {
  const { i18n } = useTranslation();
  const { boot, session } = useRootStore();

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  useEffect(() => {
    if (boot.ready) void boot.loadTranslations(language);
  }, [boot, language]);

  useEffect(
    () =>
      autorun(() => {
        if (boot.ready && session.loggedIn) void session.syncLanguage(language);
      }),
    [boot, session, language],
  );
}
