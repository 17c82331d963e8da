import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { localizeApiError } from '../../api/localize-api-error';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { AutoHidingNotice } from '../../ui/notices/auto-hiding-notice';
import { PasswordDialog } from '../../ui/password-dialog/password-dialog';
import { useLanguagePath } from '../../ui/use-language-path';
import { LoadFailed } from './load-failed';
import type { ProfileContext } from './profile-context';

type Props = FlowScreenProps<ProfileContext, undefined>;

/** Code 263: the account cannot be closed before the whole balance is withdrawn. */
const BALANCE_LEFT = 263;
/** Code 265: a wrong password for the quick validation, with the tries left (shown in the dialog). */
const WRONG_PASSWORD = 265;

/** What closing means, and the gentler options of responsible gambling (time-out, self-exclusion). */
function CloseIntro() {
  const { t } = useTranslation('account');
  const at = useLanguagePath();
  return (
    <div className="account__close-intro">
      <p>{t('close.intro')}</p>
      <p>
        {t('close.alternatives')} <Link to={at('/my/time-out')}>{t('close.timeOut')}</Link>
        {' · '}
        <Link to={at('/my/self-exclusion')}>{t('close.selfExclusion')}</Link>
      </p>
    </div>
  );
}

/** A failed call's notice, except 265: the password dialog shows that one itself (once, at its field). */
function CloseNotice({ context, store }: Props) {
  const { t } = useTranslation();
  const notice = context.notice && context.notice.errorCode !== WRONG_PASSWORD ? localizeApiError(context.notice, t) : null;
  return <AutoHidingNotice message={notice} hideAfterMs={Number(store.settings.feValue('notificationAutoHideDuration') ?? 5000)} />;
}

/** After 263: the way to withdraw the balance first. */
function WithdrawalOffer({ context }: Props) {
  const { t } = useTranslation('account');
  const at = useLanguagePath();
  if (context.notice?.errorCode !== BALANCE_LEFT) return null;
  return (
    <p className="account__withdrawal-offer">
      <Link className="button button--secondary" to={at('/payment/withdrawal')}>
        {t('close.withdraw')}
      </Link>
    </p>
  );
}

/**
 * The shared password dialog (src/ui/password-dialog, spec 3 §4): a player with a password types it,
 * one without sees the confirmation text only; 265 (wrong password, tries left) is shown in it.
 */
function Password({ context, send }: Props) {
  const { t } = useTranslation('account');
  const { t: tApi } = useTranslation();
  const wrongPassword = context.notice?.errorCode === WRONG_PASSWORD ? localizeApiError(context.notice, tApi) : null;
  const text = t(context.data.requestDeletion === true ? 'close.confirmDeletion' : 'close.confirmText');
  return (
    <PasswordDialog
      hasPassword={context.hasPassword}
      text={context.hasPassword ? `${text} ${t('close.passwordIntro')}` : text}
      error={wrongPassword}
      onContinue={(password) => send({ type: 'CONFIRM', ...(password !== undefined ? { password } : {}) })}
      onCancel={() => send({ type: 'CANCEL' })}
    />
  );
}

/** While the close call runs (the dialog has closed): what is being done. */
function Closing({ context }: Props) {
  const { t } = useTranslation('account');
  return (
    <div className="account__confirm">
      <h2>{t('close.confirmTitle')}</h2>
      <p>{t(context.data.requestDeletion === true ? 'close.confirmDeletion' : 'close.confirmText')}</p>
    </div>
  );
}

/** Closed: the platform has ended the session; Log out ends it here and goes home. */
function Closed({ context, send }: Props) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const at = useLanguagePath();
  return (
    <div className="account__closed">
      <p role="status">{t(context.data.requestDeletion === true ? 'close.deleted' : 'close.closed')}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          send({ type: 'LOG_OUT' });
          void navigate(at('/'));
        }}
      >
        {t('close.logOut')}
      </button>
    </div>
  );
}

/** The screens flows/profile-close.flow.json names. */
export const profileCloseScreens: FlowScreenRegistry<ProfileContext, undefined> = {
  notice: CloseNotice,
  loadFailed: LoadFailed,
  closeIntro: CloseIntro,
  withdrawalOffer: WithdrawalOffer,
  password: Password,
  closing: Closing,
  closed: Closed,
};
