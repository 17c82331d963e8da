import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DepositLimits } from '../../api/endpoints/cashier';
import { fromCents, toCents } from '../../engine/money/decimal-cents';
import { compareDecimalStrings } from '../../engine/runtime-inputs/shape-checks';
import { formatAmount } from '../../renderer/widgets/format-amount';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';

/** spec 2 §8: pending-withdrawal and payment-details notices hide after 10 s. */
const PENDING_WITHDRAWALS_MS = 10_000;

/** The smallest remaining cumulative limit and its period (spec 2 §5). */
export function smallestRemaining(limits: DepositLimits | null): { period: 'daily' | 'weekly' | 'monthly'; amount: string } | undefined {
  if (!limits) return undefined;
  let best: { period: 'daily' | 'weekly' | 'monthly'; amount: string } | undefined;
  for (const period of ['daily', 'weekly', 'monthly'] as const) {
    const limit = limits[period];
    if (!limit) continue;
    if (!best || compareDecimalStrings(limit.availableAmount, best.amount) < 0) best = { period, amount: limit.availableAmount };
  }
  return best;
}

/**
 * The notifications area above the deposit form (spec 2 §5, §8): the last final status, the
 * cumulative and max-balance limits, the method's document limit, provider errors with the
 * profile hint, pending withdrawals and stored details waiting for validation. Market notices (GBR segregation of funds, NLD verified
 * IBAN) are `ui:notices` of the form's market overlays, not code here.
 */
export const DepositNotices = observer(function DepositNotices({ context, extras }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { t } = useTranslation('cashier');
  const { deposit, at } = extras;
  const details = deposit.details;
  const currency = deposit.currency ?? details?.walletCurrency ?? '';
  const cumulative = smallestRemaining(deposit.limits);
  const maxBalance = deposit.limits?.maxBalanceAvailable ?? null;
  const method = deposit.method;
  const [pendingShown, setPendingShown] = useState(true);
  const pendingCount = details?.hasPendingWithdrawal ? details.pendingWithdrawalCount : 0;
  // spec 2 §3, §8: stored details wait for validation: the notice opens the payment-details validation modal over this page
  const validation = details?.paymentDetailsVerificationRequired === true;
  useEffect(() => {
    if (pendingCount === 0 && !validation) return undefined;
    const timer = setTimeout(() => setPendingShown(false), PENDING_WITHDRAWALS_MS);
    return () => clearTimeout(timer);
  }, [pendingCount, validation]);
  const documentRemaining =
    method?.limited && method.limitAmount !== null && method.limitUsed !== null
      ? fromCents((toCents(method.limitAmount) ?? 0n) - (toCents(method.limitUsed) ?? 0n))
      : undefined;

  return (
    <div className="cashier-notices">
      {context.statusNotice !== null && (
        <p className="notice notice--error" role="alert">
          {t(context.statusNotice, { error: context.threeDs?.error ?? '' })}
        </p>
      )}
      {cumulative && (
        <p className="notice notice--info">
          {t('notices.cumulativeLimit', { amount: formatAmount(cumulative.amount, currency), period: t(`periods.${cumulative.period}`) })}
        </p>
      )}
      {maxBalance !== null && (!cumulative || compareDecimalStrings(maxBalance, cumulative.amount) < 0) && (
        <p className="notice notice--info">
          {t('notices.maxBalance', { amount: formatAmount(maxBalance, currency) })} <Link to={at('/my/limits')}>{t('notices.maxBalanceLink')}</Link>
        </p>
      )}
      {method?.limitReached === true ? (
        <p className="notice notice--error" role="alert">
          {t('notices.documentLimitReached')} <Link to={at('/my/documents')}>{t('notices.documentsLink')}</Link>
        </p>
      ) : (
        documentRemaining !== undefined && (
          <p className="notice notice--warning">
            {t('notices.documentLimit', { amount: formatAmount(documentRemaining, currency) })}
          </p>
        )
      )}
      {(details?.providerErrors ?? []).map((error) => (
        <p key={error.message} className="notice notice--warning">
          {t('notices.providerErrors', { message: error.message })} <Link to={at('/my/profile')}>{t('notices.profileLink')}</Link>
        </p>
      ))}
      {pendingCount > 0 && pendingShown && (
        <div className="notice notice--info" role="status">
          <span>{t('notices.pendingWithdrawals', { count: pendingCount })}</span>{' '}
          <Link className="button button--quiet" to={at('/my/transactions/withdrawal')}>
            {t('notices.pendingWithdrawalsButton')}
          </Link>
        </div>
      )}
      {validation && pendingShown && (
        <p className="notice notice--warning" role="status">
          {t('notices.paymentDetailsVerification')} <Link to={`${at('/payment/deposit')}?modal=payment-details-validation`}>{t('stored.validate')}</Link>
        </p>
      )}
    </div>
  );
});
