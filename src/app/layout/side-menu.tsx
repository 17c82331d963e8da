import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isPageVisible } from '../content/is-page-visible';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';
import { Dialog } from '../modals/dialog';
import { LanguageSwitch } from './language-switch';
import { modalHref } from './modal-href';

interface SideMenuProps {
  id: string;
  onClose: () => void;
  onLogout: () => void;
}

/** The side menu (spec 1 §2): the entries whose pages exist, then the CMS pages. */
export const SideMenu = observer(function SideMenu({ id, onClose, onLogout }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const { session, boot } = useRootStore();
  const localize = useLocalize();
  const desktop = useIsDesktop();
  const location = useLocation();
  const pages = boot.pages.filter((page) => isPageVisible(page, session.loggedIn));

  return (
    <Dialog title={t('menu.title')} closeLabel={t('menu.close')} onClose={onClose} variant="drawer">
      <nav id={id} className="side-menu" aria-label={t('menu.navigation')}>
        <ul className="side-menu__list" onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
          <li>
            <Link to={localize('/')}>{t('menu.home')}</Link>
          </li>
          {session.loggedIn ? (
            <>
              <li>
                <Link to={localize('/payment/deposit')}>{t('menu.deposit')}</Link>
              </li>
              <li>
                <Link to={localize('/payment/withdrawal')}>{t('menu.withdrawal')}</Link>
              </li>
              <li>
                <button type="button" className="side-menu__button" onClick={onLogout}>
                  {t('menu.logout')}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to={modalHref('login', desktop, location, localize)}>{t('menu.login')}</Link>
              </li>
              <li>
                <Link to={modalHref('registration', desktop, location, localize)}>{t('menu.register')}</Link>
              </li>
            </>
          )}
        </ul>
        {pages.length > 0 && (
          <>
            <h3 className="side-menu__heading">{t('menu.information')}</h3>
            <ul className="side-menu__list" onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
              {pages.map((page) => (
                <li key={page.key}>
                  <Link to={localize(`/${page.key}`)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </nav>
      <LanguageSwitch />
    </Dialog>
  );
});
