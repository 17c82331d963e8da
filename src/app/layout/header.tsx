import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';
import { BalanceButton } from './balance-button';
import { modalHref } from './modal-href';

interface HeaderProps {
  menuOpen: boolean;
  menuId: string;
  onOpenMenu: () => void;
  onLogout: () => void;
}

/** Spec 3 §2 Header: logo, menu button, login/register or balance with deposit/withdraw. */
export const Header = observer(function Header({ menuOpen, menuId, onOpenMenu, onLogout }: HeaderProps) {
  const { t } = useTranslation('shell');
  const { session } = useRootStore();
  const desktop = useIsDesktop();
  const localize = useLocalize();
  const location = useLocation();

  return (
    <header className="header">
      <button
        type="button"
        className="icon-button header__menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        onClick={onOpenMenu}
      >
        <span className="burger" aria-hidden="true" />
        <span className="header__menu-label">{t('header.menu')}</span>
      </button>
      <Link className="header__logo" to={localize('/')} aria-label={t('header.home')}>
        <span aria-hidden="true">{t('brand')}</span>
      </Link>
      <div className="header__actions">
        {session.loggedIn ? (
          <>
            <BalanceButton onLogout={onLogout} />
            <Link className="button button--primary" to={localize('/payment/deposit')}>
              {t('header.deposit')}
            </Link>
            {desktop && (
              <Link className="button" to={localize('/payment/withdrawal')}>
                {t('header.withdraw')}
              </Link>
            )}
          </>
        ) : (
          <>
            <Link className="button" to={modalHref('login', desktop, location, localize)}>
              {t('header.login')}
            </Link>
            <Link className="button button--primary" to={modalHref('registration', desktop, location, localize)}>
              {t('header.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
});
