import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { WithdrawalContext } from './withdrawal-context';
import type { WithdrawalExtras } from './withdrawal-extras';

/** spec 2 §8: pending-withdrawal and payment-details notices hide after 10 s. */
export const WITHDRAWAL_NOTICE_MS = 10_000;

/**
 * Notices above the withdrawal form: the last frame status (ok or failed, spec 2 §4), pending
 * withdrawals with the button to /my/transactions/withdrawal and the payment-details
 * verification notice (both hide after 10 s).
 */
export const WithdrawalNotices = observer(function WithdrawalNotices({ context, extras }: FlowScreenProps<WithdrawalContext, WithdrawalExtras>) {
  const { t } = useTranslation('cashier');
  const details = extras.withdrawal.details;
  const pendingCount = details?.hasPendingWithdrawal ? details.pendingWithdrawalCount : 0;
  const verification = details?.paymentDetailsVerificationRequired === true;
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (pendingCount === 0 && !verification) return undefined;
    const timer = setTimeout(() => setShown(false), WITHDRAWAL_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [pendingCount, verification]);
  return (
    <div className="cashier-notices">
      {context.statusNotice !== null &&
        (context.statusNotice.ok ? (
          <p className="notice notice--success" role="status">
            {t('withdrawal.statusOk')}
          </p>
        ) : (
          <p className="notice notice--error" role="alert">
            {t('withdrawal.statusFailed')}
          </p>
        ))}
      {shown && pendingCount > 0 && (
        <div className="notice notice--info" role="status">
          <span>{t('notices.pendingWithdrawals', { count: pendingCount })}</span>{' '}
          <Link className="button button--quiet" to={extras.at('/my/transactions/withdrawal')}>
            {t('notices.pendingWithdrawalsButton')}
          </Link>
        </div>
      )}
      {shown && verification && (
        <p className="notice notice--warning" role="status">
          {t('withdrawal.paymentDetailsVerification')} <Link to={`${extras.at('/payment/withdrawal')}?modal=payment-details-validation`}>{t('stored.validate')}</Link>
        </p>
      )}
    </div>
  );
});
