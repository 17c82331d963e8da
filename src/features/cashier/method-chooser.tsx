import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';
import { PaymentMethodList } from './payment-method-list';

/**
 * The method list (radio list with logo and fee on desktop, dropdown on mobile), the supported
 * currencies (reset on a method change, shown as a choice only when there are several) and the
 * method's description (spec 2 §2). A choice goes to the flow with what the player typed so far.
 */
export const MethodChooser = observer(function MethodChooser({ send, extras, meta }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { t } = useTranslation('cashier');
  const { deposit } = extras;
  const busy = meta.busy === true;
  const choose = (id: number) => send({ type: 'CHOOSE_METHOD', method: id, data: deposit.typed });
  const currencies = Object.keys(deposit.method?.supportCurrencies ?? {});
  // spec 2 §4, §9: a method that takes no bonus (crypto 910003, a voucher 150001) drops the bonus chosen before it
  const noBonus = deposit.noBonus;
  const claimed = typeof deposit.typed.campaignId === 'number' && deposit.typed.campaignId !== -1;
  useEffect(() => {
    if (noBonus && claimed && !busy) send({ type: 'DROP_BONUS', data: deposit.typed });
  }, [noBonus, claimed, busy, send, deposit]);
  return (
    <div className="cashier-methods">
      <PaymentMethodList direction="deposit" methods={deposit.methods} chosen={deposit.method} busy={busy} onChoose={choose} />
      {currencies.length > 1 && (
        <div className="cashier-methods__currency sf-field">
          <label htmlFor="deposit-currency">{t('deposit.currency')}</label>
          <select
            id="deposit-currency"
            className="sf-input"
            value={deposit.currency ?? ''}
            disabled={busy}
            onChange={(event) => send({ type: 'CHOOSE_CURRENCY', currency: event.target.value, data: deposit.typed })}
          >
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </div>
      )}
      {deposit.method && deposit.method.description !== '' && (
        <p className="cashier-methods__description">
          <span className="visually-hidden">{t('deposit.description')}: </span>
          {deposit.method.description}
        </p>
      )}
    </div>
  );
});
