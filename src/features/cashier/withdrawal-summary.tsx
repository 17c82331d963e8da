import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import { PaymentSummary } from './payment-summary';
import type { WithdrawalContext } from './withdrawal-context';
import type { WithdrawalExtras } from './withdrawal-extras';

/** "You withdraw" / "You get" / the fee line, included or added (spec 2 §2, §9), as the player types. */
export const WithdrawalSummary = observer(function WithdrawalSummary({ extras }: FlowScreenProps<WithdrawalContext, WithdrawalExtras>) {
  const { withdrawal } = extras;
  const summary = withdrawal.summary;
  const currency = withdrawal.currency ?? '';
  if (!summary) return null;
  return <PaymentSummary direction="withdrawal" summary={summary} currency={currency} payLabel="withdrawal.youWithdraw" getLabel="withdrawal.youGet" />;
});

/** spec 2 §9: processing within 4 working days, or 1 to 2 bank days for a method with the bankDaysPayout flag (bank transfer 12201). */
export const WithdrawalProcessingTime = observer(function WithdrawalProcessingTime({ extras }: FlowScreenProps<WithdrawalContext, WithdrawalExtras>) {
  const { t } = useTranslation('cashier');
  const method = extras.withdrawal.method;
  if (!method) return null;
  return <p className="cashier-processing">{extras.withdrawal.flags.bankDaysPayout === true ? t('withdrawal.processingBankDays') : t('withdrawal.processingWorkingDays')}</p>;
});
