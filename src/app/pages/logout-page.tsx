import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';
import { isPokerMode } from '../layout/is-poker-mode';

/** /logout: ends the session and goes home (spec 1 §4 "After logout the user goes home"). */
export function LogoutPage() {
  const { t } = useTranslation('shell');
  const { session } = useRootStore();
  const navigate = useNavigate();
  const localize = useLocalize();

  useEffect(() => {
    // leave first: once logged out, this logged-in-only route would show the login prompt;
    // in poker mode the player does not go home (spec 1 §4) and gets that login prompt
    if (!isPokerMode(window.location, window.sessionStorage)) void navigate(localize('/'), { replace: true });
    void session.logout();
  }, [localize, navigate, session]);

  return <p role="status">{t('logout.pending')}</p>;
}

export default LogoutPage;
