import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import { describedMethod } from './described-methods';
import { MethodLogo } from './method-logo';
import { useDesktopLayout } from './use-desktop-layout';
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
  const desktop = useDesktopLayout();
  const { withdrawal } = extras;
  const busy = meta.busy === true;
  const label = (id: number, name: string) => {
    const described = describedMethod(id, 'withdrawal');
    return described ? t(described.label) : t('methods.server', { name });
  };
  const feeText = (percentage: string) => (percentage === '0' ? t('withdrawal.noFee') : t('withdrawal.fee', { percentage: percentage.replace('.', ',') }));
  const choose = (id: number) => send({ type: 'CHOOSE_METHOD', method: id, data: withdrawal.typed });
  const currencies = Object.keys(withdrawal.method?.supportCurrencies ?? {});
  const wallet = withdrawal.details?.walletCurrency ?? '';
  const unsupported = withdrawal.method !== undefined && wallet !== '' && !currencies.includes(wallet);
  return (
    <div className="cashier-methods">
      {desktop ? (
        <fieldset className="cashier-methods__list" disabled={busy}>
          <legend>{t('withdrawal.methodLegend')}</legend>
          {withdrawal.methods.map((method) => (
            <label key={method.method} className={`cashier-method${method.method === withdrawal.methodId ? ' cashier-method--chosen' : ''}`}>
              <input type="radio" name="withdrawal-method" value={method.method} checked={method.method === withdrawal.methodId} onChange={() => choose(method.method)} />
              <MethodLogo method={method.method} name={label(method.method, method.name)} />
              <span className="cashier-method__name">{label(method.method, method.name)}</span>
              <span className="cashier-method__fee">{feeText(method.percentageFee)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="cashier-methods__select sf-field">
          <label htmlFor="withdrawal-method">{t('withdrawal.methodSelect')}</label>
          <div className="cashier-methods__select-row">
            {withdrawal.method && <MethodLogo method={withdrawal.method.method} name={label(withdrawal.method.method, withdrawal.method.name)} />}
            <select id="withdrawal-method" className="sf-input" value={withdrawal.methodId ?? ''} disabled={busy} onChange={(event) => choose(Number(event.target.value))}>
              {withdrawal.methods.map((method) => (
                <option key={method.method} value={method.method}>
                  {`${label(method.method, method.name)} — ${feeText(method.percentageFee)}`}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
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
