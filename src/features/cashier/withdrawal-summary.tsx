import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../renderer/widgets/format-amount';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { WithdrawalContext } from './withdrawal-context';
import type { WithdrawalExtras } from './withdrawal-extras';

/** "You withdraw" / "You get" / the fee line, included or added (spec 2 §2, §9), as the player types. */
export const WithdrawalSummary = observer(function WithdrawalSummary({ extras }: FlowScreenProps<WithdrawalContext, WithdrawalExtras>) {
  const { t } = useTranslation('cashier');
  const { withdrawal } = extras;
  const summary = withdrawal.summary;
  const currency = withdrawal.currency ?? '';
  if (!summary) return null;
  const feeNote = summary.feeStrategy === 'added' ? t('summary.feeAdded') : t('summary.feeIncluded');
  return (
    <section className="cashier-summary" aria-labelledby="withdrawal-summary-title" aria-live="polite">
      <h2 id="withdrawal-summary-title" className="cashier-summary__title">
        {t('summary.title')}
      </h2>
      <dl className="cashier-summary__list">
        <div>
          <dt>{t('withdrawal.youWithdraw')}</dt>
          <dd>{formatAmount(summary.youPay, currency)}</dd>
        </div>
        <div>
          <dt>{t('summary.fee')}</dt>
          <dd>
            {formatAmount(summary.fee, currency)} ({feeNote})
          </dd>
        </div>
        <div>
          <dt>{t('withdrawal.youGet')}</dt>
          <dd>{formatAmount(summary.youGet, currency)}</dd>
        </div>
      </dl>
    </section>
  );
});

/** spec 2 §9: processing within 4 working days, or 1 to 2 bank days for a bank transfer; limits in the wallet currency. */
export const WithdrawalProcessingTime = observer(function WithdrawalProcessingTime({ extras }: FlowScreenProps<WithdrawalContext, WithdrawalExtras>) {
  const { t } = useTranslation('cashier');
  const method = extras.withdrawal.method;
  if (!method) return null;
  return <p className="cashier-processing">{method.method === 12201 ? t('withdrawal.processingBankDays') : t('withdrawal.processingWorkingDays')}</p>;
});
