import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { PasswordFlowContext } from './password-flow-context';

/** Where the password screens' links go (modal on desktop, page on mobile). */
export interface PasswordExtras {
  loginPath: string;
  forgotPasswordPath: string;
}

type Props = FlowScreenProps<PasswordFlowContext, PasswordExtras>;

function LoginLink({ extras }: Props) {
  const { t } = useTranslation('password');
  return (
    <p className="password__links">
      <Link to={extras.loginPath}>{t('forgot.backToLogin')}</Link>
    </p>
  );
}

/** The screens of the three password flows, by the names their meta uses. */
export const passwordScreens: FlowScreenRegistry<PasswordFlowContext, PasswordExtras> = {
  forgotIntro: function ForgotIntro() {
    const { t } = useTranslation('password');
    return <p>{t('forgot.intro')}</p>;
  },
  loginLink: LoginLink,
  sent: function Sent(props: Props) {
    const { t } = useTranslation('password');
    return (
      <div className="password--done">
        <p role="status">{t('forgot.sent')}</p>
        <LoginLink {...props} />
      </div>
    );
  },
  forgotAgainLink: function ForgotAgainLink({ extras }: Props) {
    const { t } = useTranslation('password');
    return (
      <p className="password__links">
        <Link to={extras.forgotPasswordPath}>{t('reset.forgotAgain')}</Link>
      </p>
    );
  },
  reset: function Reset({ extras }: Props) {
    const { t } = useTranslation('password');
    return (
      <div className="password--done">
        <p role="status">{t('reset.done')}</p>
        <Link className="button button--primary" to={extras.loginPath}>
          {t('reset.login')}
        </Link>
      </div>
    );
  },
  changed: function Changed() {
    const { t } = useTranslation('password');
    return (
      <div className="password--done">
        <p role="status">{t('change.done')}</p>
      </div>
    );
  },
};
