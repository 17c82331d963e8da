import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../renderer/widgets/format-amount';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';

/** You pay / you get / bonuses with the fee included or added (spec 2 §2, §9), as the player types. */
export const DepositSummaryScreen = observer(function DepositSummaryScreen({ extras }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { t } = useTranslation('cashier');
  const { deposit } = extras;
  const summary = deposit.summary;
  const currency = deposit.currency ?? '';
  if (!summary) return null;
  const feeNote = summary.feeStrategy === 'added' ? t('summary.feeAdded') : t('summary.feeIncluded');
  return (
    <section className="cashier-summary" aria-labelledby="deposit-summary-title" aria-live="polite">
      <h2 id="deposit-summary-title" className="cashier-summary__title">
        {t('summary.title')}
      </h2>
      <dl className="cashier-summary__list">
        <div>
          <dt>{t('summary.youPay')}</dt>
          <dd>{formatAmount(summary.youPay, currency)}</dd>
        </div>
        <div>
          <dt>{t('summary.fee')}</dt>
          <dd>
            {formatAmount(summary.fee, currency)} ({feeNote})
          </dd>
        </div>
        <div>
          <dt>{t('summary.youGet')}</dt>
          <dd>{formatAmount(summary.youGet, currency)}</dd>
        </div>
        <div>
          <dt>{t('summary.bonuses')}</dt>
          <dd>{summary.bonus !== null && deposit.campaign ? `${formatAmount(summary.bonus, currency)} — ${deposit.campaign.title}` : t('summary.none')}</dd>
        </div>
      </dl>
    </section>
  );
});
