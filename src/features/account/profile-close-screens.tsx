import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { useLanguagePath } from '../../ui/use-language-path';
import { LoadFailed } from './load-failed';
import type { ProfileContext } from './profile-context';

type Props = FlowScreenProps<ProfileContext, undefined>;

/** Code 263: the account cannot be closed before the whole balance is withdrawn. */
const BALANCE_LEFT = 263;

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

function PasswordIntro() {
  const { t } = useTranslation('account');
  return <p>{t('close.passwordIntro')}</p>;
}

/** A player without a password confirms with the text only (spec 3 §4 password dialog). */
function ConfirmClose({ context, meta, send }: Props) {
  const { t } = useTranslation('account');
  const busy = meta.busy === true;
  return (
    <div className="account__confirm">
      <h2>{t('close.confirmTitle')}</h2>
      <p>{t(context.data.requestDeletion === true ? 'close.confirmDeletion' : 'close.confirmText')}</p>
      {context.hasPassword ? null : (
        <div className="account__buttons">
          <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'CONFIRM' })}>
            {t('close.submit')}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => send({ type: 'BACK' })}>
            {t('close.cancel')}
          </button>
        </div>
      )}
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
  loadFailed: LoadFailed,
  closeIntro: CloseIntro,
  withdrawalOffer: WithdrawalOffer,
  passwordIntro: PasswordIntro,
  confirmClose: ConfirmClose,
  closed: Closed,
};
