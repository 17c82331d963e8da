import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../renderer/widgets/format-amount';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import { PasswordDialog } from '../../ui/password-dialog/password-dialog';
import type { WithdrawalContext } from './withdrawal-context';
import type { WithdrawalExtras } from './withdrawal-extras';
import { loadFailedScreen } from '../../ui/flow-host/load-failed-screen';

type Props = FlowScreenProps<WithdrawalContext, WithdrawalExtras>;


/** The details could not be loaded (5 s limit, network): say so and offer to try again. */
export const WithdrawalLoadFailed = loadFailedScreen({ message: 'cashier:withdrawal.loadFailed', retry: 'cashier:deposit.retry' });

/** spec 2 §4, §9: a percentage-fee method is confirmed first; the figures are rounded to whole units. */
export const WithdrawalFeeConfirmation = observer(function WithdrawalFeeConfirmation({ send, extras }: Props) {
  const { t } = useTranslation('cashier');
  const summary = extras.withdrawal.summary;
  const currency = extras.withdrawal.currency ?? '';
  return (
    <section className="cashier-outcome cashier-fee" aria-labelledby="withdrawal-fee-title">
      <h2 id="withdrawal-fee-title">{t('feeModal.title')}</h2>
      {summary && (
        <p>
          {t('withdrawal.feeText', {
            fee: formatAmount(summary.rounded.fee, currency),
            total: formatAmount(summary.rounded.youPay, currency),
            net: formatAmount(summary.rounded.youGet, currency),
          })}
        </p>
      )}
      <div className="cashier-outcome__buttons">
        <button type="button" className="button button--primary" onClick={() => send({ type: 'CONFIRM' })}>
          {t('withdrawal.feeConfirm')}
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
          {t('withdrawal.feeCancel')}
        </button>
      </div>
    </section>
  );
});

/** spec 2 §4: bonuses would be forfeited by a withdrawal above the cash reserve. */
export const WithdrawalRevokeConfirmation = observer(function WithdrawalRevokeConfirmation({ send, extras }: Props) {
  const { t } = useTranslation('cashier');
  const details = extras.withdrawal.details;
  const currency = details?.walletCurrency ?? '';
  return (
    <section className="cashier-outcome cashier-revoke" aria-labelledby="withdrawal-revoke-title">
      <h2 id="withdrawal-revoke-title">{t('withdrawal.revokeTitle')}</h2>
      <p>{t('withdrawal.revokeText', { reserve: formatAmount(details?.cashReserve ?? '0', currency), promo: formatAmount(details?.promoBalance ?? '0', currency) })}</p>
      <div className="cashier-outcome__buttons">
        <button type="button" className="button button--primary" onClick={() => send({ type: 'CONFIRM' })}>
          {t('withdrawal.revokeConfirm')}
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
          {t('withdrawal.revokeCancel')}
        </button>
      </div>
    </section>
  );
});

/** spec 2 §4: the password modal when the platform asks for it (askPassword). */
export const WithdrawalPassword = observer(function WithdrawalPassword({ send, extras }: Props) {
  const { t } = useTranslation('cashier');
  const { withdrawal } = extras;
  const summary = withdrawal.summary;
  const text = summary ? t('withdrawal.passwordText', { amount: formatAmount(summary.youPay, withdrawal.currency ?? '') }) : t('withdrawal.passwordTextPlain');
  return (
    <PasswordDialog
      hasPassword={extras.hasPassword}
      text={text}
      onContinue={(password) => send({ type: 'CONFIRM', ...(password !== undefined ? { password } : {}) })}
      onCancel={() => send({ type: 'CANCEL' })}
    />
  );
});
