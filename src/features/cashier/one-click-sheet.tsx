import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFrameSlot, providerOrigins } from '../../bridge';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import { useProviderFrame } from '../../ui/use-provider-frame';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';
import { withTwoDecimals } from './deposit-payload';
import { oneClickSheetUrl } from './one-click-sheet-url';

/**
 * The one-click wallet sheet (spec 2 §7, §9 oneClick, Apple Pay 210055): the provider's
 * /interfaces/safecharge-applepay.html on the provider origin with the merchant, amount and
 * currency, heard through the provider bridge (exact origin, this frame's window, the channel
 * nonce, the apple-pay schema). The player's Pay sends the wallet's token on to the deposit
 * (submitted with the attempt's idempotency key); Cancel — in the sheet or here — ends the
 * attempt with its notice. Forged messages change nothing; a method without a merchant cannot
 * open the sheet ("Frame is not supported").
 */
export const OneClickSheet = observer(function OneClickSheet({ context, send, extras, store }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { t } = useTranslation('cashier');
  const { t: tShell } = useTranslation('shell');
  const deposit = extras.deposit;
  const method = deposit.method;
  const currency = deposit.currency;
  const raw = context.data.amount;
  const amount = withTwoDecimals(typeof raw === 'string' ? raw : '0');
  const companyName = tShell('brand');
  const market = store.settings.market;
  const url = useMemo(
    () =>
      method && currency
        ? oneClickSheetUrl({
            providerOrigin: providerOrigins()[0] ?? '',
            method,
            amount,
            currency,
            market,
            companyName,
            env: import.meta.env.MODE === 'production' ? 'prod' : 'test',
            returnOrigin: window.location.origin,
          })
        : null,
    [method, currency, amount, market, companyName],
  );
  const [slot] = useState(createFrameSlot);
  useEffect(() => {
    if (url === null) send({ type: 'FRAME_NOT_SUPPORTED' });
  }, [url, send]);
  const src = useProviderFrame({
    kind: 'apple-pay',
    url,
    slot,
    onMessage: (message) => {
      if (message.value === 'authorized' && message.token) send({ type: 'ONE_CLICK_AUTHORIZED', token: message.token });
      else send({ type: 'ONE_CLICK_CANCELLED' });
      return 'stop';
    },
  });

  return (
    <section className="cashier-frame" aria-labelledby="deposit-one-click-title">
      <h2 id="deposit-one-click-title">{t('oneClick.title', { method: method?.name ?? '' })}</h2>
      <p>{t('oneClick.text')}</p>
      {src && <iframe ref={(element) => slot.attach(element)} className="cashier-frame__frame" title={t('oneClick.frameTitle', { method: method?.name ?? '' })} src={src} sandbox="allow-scripts allow-same-origin" />}
      <button type="button" className="button" onClick={() => send({ type: 'ONE_CLICK_CANCELLED' })}>
        {t('oneClick.cancel')}
      </button>
    </section>
  );
});
