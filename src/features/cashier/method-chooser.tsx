import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';
import { describedMethod } from './described-methods';
import { MethodLogo } from './method-logo';
import { useDesktopLayout } from './use-desktop-layout';

/**
 * The method list (radio list with logo and fee on desktop, dropdown on mobile), the supported
 * currencies (reset on a method change, shown as a choice only when there are several) and the
 * method's description (spec 2 §2). A choice goes to the flow with what the player typed so far.
 */
export const MethodChooser = observer(function MethodChooser({ send, extras, meta }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { t } = useTranslation('cashier');
  const desktop = useDesktopLayout();
  const { deposit } = extras;
  const busy = meta.busy === true;
  const label = (id: number, name: string) => {
    const described = describedMethod(id, 'deposit');
    return described ? t(described.label) : t('methods.server', { name });
  };
  const feeText = (percentage: string) => (percentage === '0' ? t('deposit.noFee') : t('deposit.fee', { percentage: percentage.replace('.', ',') }));
  const choose = (id: number) => send({ type: 'CHOOSE_METHOD', method: id, data: deposit.typed });
  const currencies = Object.keys(deposit.method?.supportCurrencies ?? {});
  return (
    <div className="cashier-methods">
      {desktop ? (
        <fieldset className="cashier-methods__list" disabled={busy}>
          <legend>{t('deposit.methodLegend')}</legend>
          {deposit.methods.map((method) => (
            <label key={method.method} className={`cashier-method${method.method === deposit.methodId ? ' cashier-method--chosen' : ''}`}>
              <input type="radio" name="deposit-method" value={method.method} checked={method.method === deposit.methodId} onChange={() => choose(method.method)} />
              <MethodLogo method={method.method} name={label(method.method, method.name)} />
              <span className="cashier-method__name">{label(method.method, method.name)}</span>
              <span className="cashier-method__fee">{feeText(method.percentageFee)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="cashier-methods__select sf-field">
          <label htmlFor="deposit-method">{t('deposit.methodSelect')}</label>
          <div className="cashier-methods__select-row">
            {deposit.method && <MethodLogo method={deposit.method.method} name={label(deposit.method.method, deposit.method.name)} />}
            <select id="deposit-method" className="sf-input" value={deposit.methodId ?? ''} disabled={busy} onChange={(event) => choose(Number(event.target.value))}>
              {deposit.methods.map((method) => (
                <option key={method.method} value={method.method}>
                  {`${label(method.method, method.name)} — ${feeText(method.percentageFee)}`}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
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
