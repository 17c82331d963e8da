import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFrameSlot } from '../../bridge';
import type { ApiPort } from '../../stores/api-port';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import { useProviderFrame } from '../../ui/use-provider-frame';
import type { WithdrawalContext } from './withdrawal-context';
import type { WithdrawalExtras } from './withdrawal-extras';

/** The frame's name: the provider's form is auto-posted into it. */
const FRAME_NAME = 'withdrawal-frame';

/**
 * The redirect frame of a taken withdrawal (spec 2 §4): the provider's form (address, method and
 * params of the answer) is auto-posted into the frame — or into the page when the setting
 * withdrawal.useIFrame is off — with a Back button. The frame is heard through the provider
 * bridge (exact origin, the frame's own window, the withdrawal-result schema): `confirm` runs the
 * confirm call with the reference and passes its redirect address back to the frame; any other
 * value is the final status (ok or failed: a notice, then the form is reset). Forged messages
 * (another origin, another window, a wrong shape) change nothing.
 */
export const WithdrawalFrame = observer(function WithdrawalFrame({ context, send, store }: FlowScreenProps<WithdrawalContext, WithdrawalExtras>) {
  const { t } = useTranslation('cashier');
  const result = context.result;
  const [slot] = useState(createFrameSlot);
  const form = useRef<HTMLFormElement>(null);
  const api: ApiPort = store.api;
  const useFrame = store.settings.feValue('withdrawal.useIFrame') !== false;
  const reference = result?.reference ?? '';
  const frameAction = useProviderFrame({
    kind: 'withdrawal-result',
    url: useFrame ? result?.redirectUrl : null,
    slot,
    onMessage: async (message, reply) => {
      if (message.value !== 'confirm') {
        send({ type: 'FRAME_STATUS', status: message.value });
        return 'stop';
      }
      const confirmed = await api.call('withdrawalConfirm', { reference });
      if (!confirmed.ok) {
        send({ type: 'FRAME_STATUS', status: 'failed' });
        return 'stop';
      }
      reply({ type: 'withdrawal', value: 'redirect', redirectUrl: confirmed.data.redirectUrl });
      return 'listen';
    },
  });
  // withdrawal.useIFrame off: the provider's form goes to the top window, unheard
  const action = useFrame ? frameAction : (result?.redirectUrl ?? null);

  // the form is posted once its action is known (and, in the frame, once the frame exists)
  useEffect(() => {
    if (action !== null) form.current?.submit();
  }, [action]);

  if (!result) return null;
  return (
    <section className="cashier-frame" aria-labelledby="withdrawal-frame-title">
      <h2 id="withdrawal-frame-title">{t('withdrawal.frameTitle')}</h2>
      {action !== null && (
        <form ref={form} action={action} method={result.formMethod === 'GET' ? 'get' : 'post'} target={useFrame ? FRAME_NAME : '_self'}>
          {result.params.map((param) => (
            <input key={param.name} type="hidden" name={param.name} value={param.value} />
          ))}
        </form>
      )}
      {useFrame && (
        <iframe
          ref={(element) => slot.attach(element)}
          name={FRAME_NAME}
          className="cashier-frame__frame"
          title={t('withdrawal.frameTitle')}
          style={{ height: 420 }}
          sandbox="allow-scripts allow-same-origin allow-forms"
        />
      )}
      <button type="button" className="button" onClick={() => send({ type: 'BACK' })}>
        {t('withdrawal.frameBack')}
      </button>
    </section>
  );
});
