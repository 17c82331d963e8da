import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFrameSlot, providerOrigins } from '../../bridge';
import type { ApiPort } from '../../stores/api-port';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import { useProviderFrame } from '../../ui/use-provider-frame';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';

/** spec 2 §9: the frame height is re-measured every 200 ms where no ResizeObserver exists. */
const MEASURE_FALLBACK_MS = 200;
const MIN_HEIGHT = 420;

/** The frame a formSubmitFrame method's provider form is posted into. */
const FORM_FRAME_NAME = 'deposit-provider-form';

/** The platform's "new user" answer to the finish call (spec 2 §4): the frame is told, no error shown. */
const NEW_USER = 228;

function isProviderPage(url: string): boolean {
  try {
    return providerOrigins().includes(new URL(url, window.location.href).origin);
  } catch {
    return false;
  }
}

function useFrameHeight(frame: React.RefObject<HTMLIFrameElement | null>): number {
  const [height, setHeight] = useState(MIN_HEIGHT);
  useEffect(() => {
    const measure = () => {
      const top = frame.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - Math.max(0, top) - 24)));
    };
    measure();
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(measure);
      observer.observe(document.documentElement);
      return () => observer.disconnect();
    }
    const timer = setInterval(measure, MEASURE_FALLBACK_MS);
    return () => clearInterval(timer);
  }, [frame]);
  return height;
}

/**
 * The embedded payment frame (spec 2 §4): a provider page on its own origin, heard through the
 * provider bridge (exact origin, the frame's own window, the payment-result schema). `waiting`
 * starts polling, `confirm` runs depositFinish (228 tells the frame the player is new, another
 * error resets the form, success passes redirectUrl back), any other value is the final status.
 * With the method's statusCallOnFrameMessage flag (provider 110) every message also asks for the status.
 * Forged messages (another origin, another window, a wrong shape) change nothing.
 */
export const PaymentFrame = observer(function PaymentFrame({ context, send, extras, store }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { t } = useTranslation('cashier');
  const result = context.result;
  const [slot] = useState(createFrameSlot);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const height = useFrameHeight(frame);
  const statusCalls = extras.deposit.flags.statusCallOnFrameMessage === true;
  // formSubmitFrame (100027): the provider's form (POST unless it says GET) is submitted into this frame
  const postedForm = result?.type === 'form';
  const form = useRef<HTMLFormElement | null>(null);
  const api: ApiPort = store.api;

  const reference = result?.reference ?? '';
  // spec 2 §8 "Frame is not supported": an answer without a page, or with one off the provider origins, is never framed
  const supported = result?.url !== undefined && isProviderPage(result.url);
  useEffect(() => {
    if (result && !supported) send({ type: 'FRAME_NOT_SUPPORTED' });
  }, [result, supported, send]);
  const channelUrl = useProviderFrame({
    kind: 'payment-result',
    url: supported ? result?.url : null,
    slot,
    onMessage: async (message, reply) => {
      if (statusCalls) {
        const status = await api.call('depositStatus', { reference });
        if (status.ok && status.data.status === 'ok') {
          send({ type: 'FRAME_STATUS', status: 'ok' });
          return 'stop';
        }
      }
      if (message.value === 'waiting') {
        send({ type: 'FRAME_WAITING' });
        return 'stop';
      }
      if (message.value !== 'confirm') {
        send({ type: 'FRAME_STATUS', status: message.value });
        return 'stop';
      }
      const finished = await api.call('depositFinish', { reference, ...(result?.providerReference ? { providerReference: result.providerReference } : {}) });
      if (finished.ok) reply({ type: 'deposit', value: 'redirect', redirectUrl: finished.data.redirectUrl });
      else if (Number(finished.error.errorCode) === NEW_USER) reply({ type: 'deposit', value: 'newUser' });
      else {
        send({ type: 'CLOSE_FRAME' });
        return 'stop';
      }
      return 'listen';
    },
  });
  const src = postedForm ? null : channelUrl;

  useEffect(() => {
    if (postedForm) form.current?.submit();
  }, [postedForm]);

  return (
    <section className="cashier-frame" aria-labelledby="deposit-frame-title">
      <h2 id="deposit-frame-title" className="visually-hidden">
        {t('frame.title')}
      </h2>
      {postedForm && supported && result?.url && (
        <form ref={form} action={result.url} method={result.method === 'GET' ? 'get' : 'post'} target={FORM_FRAME_NAME} hidden>
          {(result.params ?? []).map((param) => (
            <input key={param.name} type="hidden" name={param.name} value={param.value} />
          ))}
        </form>
      )}
      {(src || postedForm) && (
        <iframe
          name={postedForm ? FORM_FRAME_NAME : undefined}
          ref={(element) => {
            frame.current = element;
            slot.attach(element);
          }}
          className="cashier-frame__frame"
          title={t('frame.title')}
          src={src ?? undefined}
          style={{ height }}
          sandbox="allow-scripts allow-same-origin allow-forms"
        />
      )}
      <button type="button" className="button" onClick={() => send({ type: 'CLOSE_FRAME' })}>
        {t('frame.close')}
      </button>
    </section>
  );
});
