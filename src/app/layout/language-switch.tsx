import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { languageFromPath } from '../../i18n/language-from-path';
import { localizePath } from '../../i18n/localize-path';
import { SUPPORTED_LANGUAGES } from '../../i18n/supported-languages';

/**
 * Links to the same page in each language; the path prefix is the language, so a switch is a
 * navigation (the shell then tells the server for a logged-in player).
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const { language, path } = languageFromPath(location.pathname);
  return (
    <nav className="language-switch" aria-label={t('language.label')}>
      <ul className="language-switch__list">
        {SUPPORTED_LANGUAGES.map((code) => (
          <li key={code}>
            <Link
              className="language-switch__link"
              to={`${localizePath(path, code)}${location.search}`}
              lang={code}
              hrefLang={code}
              aria-current={code === language ? 'true' : undefined}
            >
              {t(`language.${code}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
