import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import { PaymentMethodList } from './payment-method-list';
import type { WithdrawalContext } from './withdrawal-context';
import type { WithdrawalExtras } from './withdrawal-extras';

/**
 * The payout method choice (spec 2 §2: radio list with logos and percentage fee on desktop, a
 * dropdown on mobile), the supported-currency select with the hint when the method does not pay
 * out in the wallet currency, and the method's description. A choice goes to the flow with what
 * the player typed so far.
 */
export const WithdrawalMethodChooser = observer(function WithdrawalMethodChooser({ send, extras, meta }: FlowScreenProps<WithdrawalContext, WithdrawalExtras>) {
  const { t } = useTranslation('cashier');
  const { withdrawal } = extras;
  const busy = meta.busy === true;
  const choose = (id: number) => send({ type: 'CHOOSE_METHOD', method: id, data: withdrawal.typed });
  const currencies = Object.keys(withdrawal.method?.supportCurrencies ?? {});
  const wallet = withdrawal.details?.walletCurrency ?? '';
  const unsupported = withdrawal.method !== undefined && wallet !== '' && !currencies.includes(wallet);
  return (
    <div className="cashier-methods">
      <PaymentMethodList direction="withdrawal" methods={withdrawal.methods} chosen={withdrawal.method} busy={busy} onChoose={choose} />
      {currencies.length > 0 && (
        <div className="cashier-methods__currency sf-field">
          <label htmlFor="withdrawal-currency">{t('withdrawal.currency')}</label>
          <select
            id="withdrawal-currency"
            className="sf-input"
            value={withdrawal.currency ?? ''}
            disabled={busy || currencies.length === 1}
            aria-describedby={unsupported ? 'withdrawal-currency-hint' : undefined}
            onChange={(event) => send({ type: 'CHOOSE_CURRENCY', currency: event.target.value, data: withdrawal.typed })}
          >
            {withdrawal.currency === null && <option value="">{t('withdrawal.currencyChoose')}</option>}
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
          {unsupported && (
            <p id="withdrawal-currency-hint" className="notice notice--info">
              {t('withdrawal.unsupportedCurrency', { wallet, currencies: currencies.join(', ') })}
            </p>
          )}
        </div>
      )}
      {withdrawal.method && withdrawal.method.description !== '' && (
        <p className="cashier-methods__description">
          <span className="visually-hidden">{t('withdrawal.description')}: </span>
          {withdrawal.method.description}
        </p>
      )}
    </div>
  );
});
