import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../renderer/widgets/format-amount';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import { PaymentSummary } from './payment-summary';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';

/** You pay / you get / bonuses with the fee included or added (spec 2 §2, §9), as the player types. */
export const DepositSummaryScreen = observer(function DepositSummaryScreen({ extras }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { t } = useTranslation('cashier');
  const { deposit } = extras;
  const summary = deposit.summary;
  const currency = deposit.currency ?? '';
  if (!summary) return null;
  return (
    <PaymentSummary direction="deposit" summary={summary} currency={currency} payLabel="summary.youPay" getLabel="summary.youGet">
      <div>
        <dt>{t('summary.bonuses')}</dt>
        <dd>{summary.bonus !== null && deposit.campaign ? `${formatAmount(summary.bonus, currency)} — ${deposit.campaign.title}` : t('summary.none')}</dd>
      </div>
    </PaymentSummary>
  );
});
