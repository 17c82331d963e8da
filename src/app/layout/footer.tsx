import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isPageVisible } from '../content/is-page-visible';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';
import { LanguageSwitch } from './language-switch';

export const Footer = observer(function Footer() {
  const { t } = useTranslation();
  const { session, boot } = useRootStore();
  const localize = useLocalize();
  const pages = boot.pages.filter((page) => isPageVisible(page, session.loggedIn));
  return (
    <footer className="footer">
      {pages.length > 0 && (
        <nav aria-label={t('shell:footer.navigation')}>
          <ul className="footer__links">
            {pages.map((page) => (
              <li key={page.key}>
                <Link to={localize(`/${page.key}`)}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <LanguageSwitch />
      <p className="footer__note">{t('common:responsibleGambling')}</p>
    </footer>
  );
});
