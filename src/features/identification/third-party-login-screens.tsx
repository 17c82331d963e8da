import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { ThirdPartyLoginContext } from './third-party-login-implementations';

/** What the third-party login's screens need from the login modal. */
export interface ThirdPartyLoginExtras {
  onClose: () => void;
}

type Props = FlowScreenProps<ThirdPartyLoginContext, ThirdPartyLoginExtras>;

/** The screens of flows/third-party-login.flow.json (spec 1 §4 'Third-party login steps'). */
export const thirdPartyLoginScreens: FlowScreenRegistry<ThirdPartyLoginContext, ThirdPartyLoginExtras> = {
  signUpOffer: function SignUpOffer({ send }: Props) {
    const { t } = useTranslation();
    return (
      <div className="third-party-login__sign-up" role="alert">
        <p>{t('identification:login.signUpOffer')}</p>
        <button type="button" className="button button--primary" onClick={() => send({ type: 'SIGN_UP' })}>
          {t('identification:login.signUp')}
        </button>
        <button type="button" className="button button--link" onClick={() => send({ type: 'LOG_IN_AGAIN' })}>
          {t('identification:login.loginAgain')}
        </button>
      </div>
    );
  },
  // the shell confirms every login; the modal closes
  loggedIn: function LoggedIn({ extras }: Props) {
    const { t } = useTranslation();
    const { onClose } = extras;
    useEffect(() => onClose(), [onClose]);
    return <p role="status">{t('identification:login.loggingIn')}</p>;
  },
};
