import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useNoticeList } from '../../ui/notices/notice-list-context';
import { NoticeList } from '../../ui/notices/notice-list';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';
import { useWindowScrolled } from '../hooks/use-window-scrolled';
import { BalanceButton } from './balance-button';
import { CashierIcon } from './cashier-icon';
import { modalHref } from './modal-href';

interface HeaderProps {
  menuOpen: boolean;
  menuId: string;
  onOpenMenu: () => void;
  onLogout: () => void;
}

/**
 * Spec 3 §2 Header: logo, menu button, the tab's notifications (in the menu under the breakpoint),
 * login/register or balance with Deposit and Withdraw — one row at every width: on narrow phones the
 * cashier links stack a small label under an icon.
 */
export const Header = observer(function Header({ menuOpen, menuId, onOpenMenu, onLogout }: HeaderProps) {
  const { t } = useTranslation('shell');
  const { session, events } = useRootStore();
  const notices = useNoticeList();
  // the next player on this device does not read the previous one's notices
  useEffect(() => events.on('LOGGED_OUT', () => notices.clear()), [events, notices]);
  const desktop = useIsDesktop();
  const localize = useLocalize();
  const location = useLocation();
  // spec 3 §2: the header's scrolled state (a solid, raised bar once the page moves under it)
  const scrolled = useWindowScrolled();

  return (
    <header className={scrolled ? 'header header--scrolled' : 'header'}>
      <button
        type="button"
        className="icon-button header__menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        onClick={onOpenMenu}
      >
        <span className="burger" aria-hidden="true" />
        <span className="header__menu-label">{t('header.menu')}</span>
        {/* under the breakpoint the notice list lives in the menu: the button says there is something new */}
        {!desktop && notices.unread > 0 && (
          <span className="header__menu-badge">
            <span aria-hidden="true">{notices.unread}</span>
            <span className="visually-hidden">{t('notices.unread', { count: notices.unread })}</span>
          </span>
        )}
      </button>
      <Link className="header__logo" to={localize('/')} aria-label={t('header.home')}>
        {/* same-origin logo files (img-src 'self'); narrow phones get the emblem alone, so the actions keep one row */}
        <picture>
          <source media="(max-width: 480px)" srcSet="/brand/logo-mark.svg" width={40} height={40} />
          <img className="header__logo-image" src="/brand/logo.svg" alt={t('brand')} width={160} height={40} />
        </picture>
      </Link>
      <div className="header__actions">
        {desktop && <NoticeList />}
        {session.loggedIn ? (
          <>
            <BalanceButton onLogout={onLogout} />
            <Link className="button button--primary header__cashier" to={localize('/payment/deposit')}>
              <CashierIcon direction="deposit" />
              <span>{t('header.deposit')}</span>
            </Link>
            <Link className="button header__cashier" to={localize('/payment/withdrawal')}>
              <CashierIcon direction="withdrawal" />
              <span>{t('header.withdraw')}</span>
            </Link>
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
