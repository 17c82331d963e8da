import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { languageFromPath } from '../../i18n/language-from-path';
import { localizePath } from '../../i18n/localize-path';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { useRootStore } from '../hooks/use-root-store';
import { activeModal } from '../modals/active-modal';
import { ModalHost } from '../modals/modal-host';
import { MainLoadingScreen } from '../pages/main-loading-screen';
import { UnexpectedErrorPage } from '../pages/unexpected-error-page';
import { CookieConsent } from '../cookies/cookie-consent';
import { ProtectionScreen } from '../startup/protection-screen';
import { StartupCurtain } from '../startup/startup-curtain';
import { useStartup } from '../startup/use-startup';
import { AfterLoginRedirect } from './after-login-redirect';
import { ProviderReturn } from './provider-return';
import { AlarmBanner } from './alarm-banner';
import { BodyClasses } from './body-classes';
import { Footer } from './footer';
import { Header } from './header';
import { isPokerMode } from './is-poker-mode';
import { AccessDeniedNotice } from './access-denied-notice';
import { LoginConfirmation } from './login-confirmation';
import { SideMenu } from './side-menu';
import { useLanguageSync } from './use-language-sync';
import { StickyHeaderOffset } from './sticky-header-offset';
import { VerificationBanner } from '../../features/verification/verification-banner';
import { GamingExit } from '../../features/games/gaming-exit';
import { gameCatalogueOf } from '../../features/games/game-catalogue-store';
import { gameKind } from '../../features/games/game-kind';
import { PrefillOnEntry } from '../../features/account/prefill-on-entry';
import { prefillEntryType } from '../journeys/prefill-entry-type';
import { verificationModalHref } from './verification-modal-href';

// issue 16 §5: only a potential minor sees it, so it (and the account texts) load only then
const AgeVerificationBanner = lazy(() => import('../../features/account/age-verification-banner'));

/** The kind of a catalogue game by its address key, once the tab's catalogue has loaded. */
function gameKindOf(api: Parameters<typeof gameCatalogueOf>[0]) {
  const catalogue = gameCatalogueOf(api).state;
  return (key: string) => {
    const game = catalogue.status === 'ready' ? catalogue.games.find((entry) => entry.key === key) : undefined;
    return game ? gameKind(game.id) : undefined;
  };
}

/** Root layout of every route: startup gate, header, main, footer, side menu and modals. */
export const ShellLayout = observer(function ShellLayout() {
  const { t } = useTranslation('shell');
  const rootStore = useRootStore();
  const { boot, session, player } = rootStore;
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const desktop = useIsDesktop();
  const { language, path } = languageFromPath(location.pathname);
  // the menu belongs to the page it was opened on: any navigation closes it
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuPath(open ? location.pathname : null);
  const menuId = useId();
  // startup runs once, in the language of the first page; later switches load their own overrides
  const startLanguage = useRef(language);

  useLanguageSync(language);
  // preloading curtain and protection check (spec 1 §2 Startup)
  const startup = useStartup();

  // which ?modal= was opened by a visitor: its flow may log the player in and still show its last screen
  const openedLoggedOut = useRef<string | null>(null);
  const currentModal = params.get('modal');
  if (currentModal !== openedLoggedOut.current) openedLoggedOut.current = session.loggedIn ? null : currentModal;

  useEffect(() => {
    void boot.start(startLanguage.current);
  }, [boot]);

  if (startup.protectionEnabled) return <ProtectionScreen />;
  if (boot.status === 'error') return <UnexpectedErrorPage />;
  if (!boot.ready) return <MainLoadingScreen />;
  if (boot.blocked && path !== '/blocked') return <Navigate replace to={localizePath('/blocked', language)} />;

  const modalQuery = params.get('modal');
  const modal = activeModal(modalQuery, session.loggedIn, desktop, openedLoggedOut.current === modalQuery);
  const overlayOpen = menuOpen || modal.kind === 'dialog';

  const logout = () => {
    setMenuOpen(false);
    // after logout the player goes home, except in poker mode (spec 1 §4)
    if (!isPokerMode(location, window.sessionStorage)) void navigate(localizePath('/', language));
    void session.logout();
  };

  return (
    <>
      <div className="shell" inert={overlayOpen}>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <BodyClasses />
        <AlarmBanner />
        {/* phone or e-mail still unverified: a link to ?modal=verification, not on top of the modal itself (issue 13) */}
        {session.loggedIn && modal.kind === 'none' && (
          <VerificationBanner player={player.details ?? session.player} linkTo={(channel) => verificationModalHref(location, channel)} />
        )}
        {session.loggedIn && player.details?.potentialMinor === true && (
          <Suspense fallback={null}>
            <AgeVerificationBanner store={rootStore} />
          </Suspense>
        )}
        {/* header and notices stick together: a notice takes its own place below the header, so it never hides a control */}
        <div className="site-top">
          <Header menuOpen={menuOpen} menuId={menuId} onOpenMenu={() => setMenuOpen(true)} onLogout={logout} />
          <div className="notice-dock">
            <LoginConfirmation />
            <AccessDeniedNotice />
          </div>
        </div>
        <StickyHeaderOffset selector=".site-top" />
        <AfterLoginRedirect modalOpen={modal.kind !== 'none'} />
        <ProviderReturn />
        <GamingExit store={rootStore} />
        {/* missing profile data before a deposit, withdrawal, real-money game or bingo (spec 3 §2, issue 16) */}
        <PrefillOnEntry store={rootStore} type={prefillEntryType(path, gameKindOf(rootStore.api))} modalOpen={modal.kind !== 'none'} />
        <CookieConsent />
        <main id="main" className="main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      {menuOpen && <SideMenu id={menuId} onClose={() => setMenuOpen(false)} onLogout={logout} />}
      <ModalHost decision={modal} />
      {startup.curtainVisible && <StartupCurtain />}
    </>
  );
});
