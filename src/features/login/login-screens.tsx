import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { LoginContext } from './login-context';
import type { LoginMethodViewProps } from './login-method-view-props';

type Props = FlowScreenProps<LoginContext, LoginMethodViewProps>;

/** The screens of flows/login.flow.json. */
export const loginScreens: FlowScreenRegistry<LoginContext, LoginMethodViewProps> = {
  loginLinks: function LoginLinks({ extras }: Props) {
    const { t } = useTranslation();
    return (
      <>
        <p className="login__links">
          <Link to={extras.links.forgotPassword}>{t('login:forgotPassword')}</Link>
        </p>
        <p className="login__links">
          {t('login:noAccount')} <Link to={extras.links.registration}>{t('login:register')}</Link>
        </p>
      </>
    );
  },
  // the shell confirms every login ('You are logged in now'); the login form has nothing left to show
  loggedIn: function LoggedIn({ extras }: Props) {
    const { t } = useTranslation();
    const { onClose } = extras;
    useEffect(() => onClose(), [onClose]);
    return <p role="status">{t('login:loggedIn')}</p>;
  },
};
