import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../renderer/widgets/format-amount';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { WithdrawalContext } from './withdrawal-context';
import type { WithdrawalExtras } from './withdrawal-extras';

/** The balance panel (spec 2 §2): promo balance, current turnover limit and cash balance, in the wallet currency. */
export const WithdrawalBalance = observer(function WithdrawalBalance({ extras }: FlowScreenProps<WithdrawalContext, WithdrawalExtras>) {
  const { t } = useTranslation('cashier');
  const details = extras.withdrawal.details;
  if (!details) return null;
  const currency = details.walletCurrency;
  return (
    <section className="cashier-balance" aria-labelledby="withdrawal-balance-title">
      <h2 id="withdrawal-balance-title" className="cashier-summary__title">
        {t('withdrawal.balanceTitle')}
      </h2>
      <dl className="cashier-summary__list">
        <div>
          <dt>{t('withdrawal.promoBalance')}</dt>
          <dd>{formatAmount(details.promoBalance, currency)}</dd>
        </div>
        <div>
          <dt>{t('withdrawal.turnoverLimit')}</dt>
          <dd>{formatAmount(details.turnoverLimit, currency)}</dd>
        </div>
        <div>
          <dt>{t('withdrawal.cashBalance')}</dt>
          <dd>{formatAmount(details.cashBalance, currency)}</dd>
        </div>
      </dl>
    </section>
  );
});
