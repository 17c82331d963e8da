import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoHidingNotice } from '../../ui/notices/auto-hiding-notice';
import { useRootStore } from '../hooks/use-root-store';

/**
 * 'You are logged in now' (spec 1 §4) after every login, whichever method or flow did it. The
 * login modal closes itself once the player is logged in, so the confirmation lives in the shell.
 */
export function LoginConfirmation() {
  const { t } = useTranslation();
  const { events, settings } = useRootStore();
  const [logins, setLogins] = useState(0);

  useEffect(() => {
    const count = () => setLogins((value) => value + 1);
    const offLogin = events.on('LOGIN', count);
    const offFirst = events.on('LOGGED_IN_FIRST_TIME', count);
    return () => {
      offLogin();
      offFirst();
    };
  }, [events]);

  const hideAfterMs = Number(settings.feValue('notificationAutoHideDuration') ?? 5000);
  // the count makes each login a new message, so a second login shows the notice again
  const message = logins > 0 ? t('login:loggedIn') : null;
  return (
    <div className="login-confirmation" data-login-count={logins}>
      <AutoHidingNotice key={logins} message={message} hideAfterMs={hideAfterMs} severity="success" />
    </div>
  );
}
