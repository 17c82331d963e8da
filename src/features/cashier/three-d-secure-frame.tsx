import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFrameSlot, threeDSecureOrigins } from '../../bridge';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import { useProviderFrame } from '../../ui/use-provider-frame';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';

/** spec 2 §4: the check counts as ok only with this payment_status and no error. */
const PAID = 'paid';

function isThreeDsPage(url: string): boolean {
  try {
    return threeDSecureOrigins().includes(new URL(url, window.location.href).origin);
  } catch {
    return false;
  }
}

/**
 * The 3-D Secure frame (spec 2 §4): the card holder's bank's page, heard only from the 3-D Secure
 * origin (threeDSecureOrigins(), not the payment provider's origins) and only from this frame's
 * window. `payment_status` paid without an error → THREE_DS_PAID (the status decides, by polling);
 * anything else → THREE_DS_FAILED with the bank's answer (the flow fetches the redirect URL and
 * resets the form). Messages from elsewhere — the payment provider, the app itself, another
 * window — change nothing. A page off the 3-D Secure origin is never framed.
 */
export function ThreeDSecureFrame({ context, send }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { t } = useTranslation('cashier');
  const result = context.result;
  const [slot] = useState(createFrameSlot);
  const supported = result?.url !== undefined && isThreeDsPage(result.url);
  useEffect(() => {
    if (result && !supported) send({ type: 'THREE_DS_FAILED', paymentStatus: 'error', error: '' });
  }, [result, supported, send]);
  const src = useProviderFrame({
    kind: 'three-ds-result',
    url: supported ? result?.url : null,
    slot,
    allowedOrigins: threeDSecureOrigins(),
    onMessage: (message) => {
      const error = typeof message.error === 'string' ? message.error.trim() : '';
      if (message.payment_status === PAID && error === '') send({ type: 'THREE_DS_PAID' });
      else send({ type: 'THREE_DS_FAILED', paymentStatus: message.payment_status, error });
      return 'stop';
    },
  });

  return (
    <section className="cashier-frame" aria-labelledby="deposit-three-ds-title">
      <h2 id="deposit-three-ds-title">{t('threeDs.title')}</h2>
      <p>{t('threeDs.text')}</p>
      {src && (
        <iframe
          ref={(element) => slot.attach(element)}
          className="cashier-frame__frame"
          title={t('threeDs.frameTitle')}
          src={src}
          sandbox="allow-scripts allow-same-origin allow-forms"
        />
      )}
      <button type="button" className="button" onClick={() => send({ type: 'CLOSE_FRAME' })}>
        {t('frame.close')}
      </button>
    </section>
  );
}
