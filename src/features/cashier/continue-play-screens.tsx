import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { createFrameSlot } from '../../bridge';
import type { ApiPort } from '../../stores/api-port';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { ContinuePlayContext } from './continue-play-context';
import type { ContinuePlayStore } from './continue-play-store';
import { describedMethod } from './described-methods';
import { loadFailedScreen } from '../../ui/flow-host/load-failed-screen';
import { useProviderFrame } from '../../ui/use-provider-frame';

/** What the continue-play page hands its screens. */
export interface ContinuePlayExtras {
  resume: ContinuePlayStore;
  at: (path: string) => string;
}

type Props = FlowScreenProps<ContinuePlayContext, ContinuePlayExtras>;

/** The last final status other than ok (spec 2 §4: an error notice), above the form. */
function Notices({ context }: Props) {
  const { t } = useTranslation();
  if (context.statusNotice === null) return null;
  return (
    <p className="notice notice--error" role="alert">
      {t(context.statusNotice)}
    </p>
  );
}

/** The method select (spec 2 §2 "Resume form"); the country appears in the form for pay-and-play. */
const MethodChooser = observer(function MethodChooser({ send, extras, meta }: Props) {
  const { t } = useTranslation('cashier');
  const { resume } = extras;
  const label = (id: number, name: string) => {
    const described = describedMethod(id, 'deposit');
    return described ? t(described.label) : t('methods.server', { name });
  };
  return (
    <div className="cashier-methods__select sf-field">
      <label htmlFor="continue-play-method">{t('continuePlay.methodSelect')}</label>
      <select
        id="continue-play-method"
        className="sf-input"
        value={resume.methodId ?? ''}
        disabled={meta.busy === true}
        onChange={(event) => send({ type: 'CHOOSE_METHOD', method: Number(event.target.value), data: resume.typed })}
      >
        {resume.methods.map((method) => (
          <option key={method.method} value={method.method}>
            {label(method.method, method.name)}
          </option>
        ))}
      </select>
    </div>
  );
});

function NoMethods() {
  const { t } = useTranslation('cashier');
  return <p className="notice notice--info">{t('deposit.noMethods')}</p>;
}

const LoadFailed = loadFailedScreen({ message: 'cashier:continuePlay.loadFailed', retry: 'cashier:deposit.retry' });

/** The provider's form submitted in the top window (iframes disabled, or an iframeless provider on mobile). */
function TopWindow({ context }: Props) {
  const { t } = useTranslation('cashier');
  const form = useRef<HTMLFormElement>(null);
  const result = context.result;
  useEffect(() => {
    form.current?.submit();
  }, []);
  if (!result) return null;
  return (
    <form ref={form} className="cashier-outcome" action={result.url} method={result.method === 'GET' ? 'get' : 'post'} target="_self">
      <p role="status">{t('frame.redirecting')}</p>
      {(result.params ?? []).map((param) => (
        <input key={param.name} type="hidden" name={param.name} value={param.value} />
      ))}
      <button type="submit" className="button button--primary">
        {t('frame.continue')}
      </button>
    </form>
  );
}

/**
 * The provider's page in a frame (spec 2 §4), heard through the provider bridge (exact origin, the
 * frame's own window, the payment-result schema): `waiting` starts polling, `confirm` runs the
 * login-finish call and passes its redirectUrl back, another value is the final status. Forged
 * messages change nothing.
 */
const ResumeFrame = observer(function ResumeFrame({ context, send, store }: Props) {
  const { t } = useTranslation('cashier');
  const result = context.result;
  const [slot] = useState(createFrameSlot);
  const api: ApiPort = store.api;
  const src = useProviderFrame({
    kind: 'payment-result',
    url: result?.url,
    slot,
    onMessage: async (message, reply) => {
      if (message.value === 'waiting') {
        send({ type: 'FRAME_WAITING' });
        return 'stop';
      }
      if (message.value !== 'confirm' || !result) {
        send({ type: 'FRAME_STATUS', status: message.value });
        return 'stop';
      }
      const finished = await api.call('resumeLoginFinish', { reference: result.reference, ...(result.providerReference ? { providerReference: result.providerReference } : {}) });
      if (!finished.ok) {
        send({ type: 'FRAME_STATUS', status: 'error' });
        return 'stop';
      }
      reply({ type: 'deposit', value: 'redirect', redirectUrl: finished.data.redirectUrl });
      return 'listen';
    },
  });
  return (
    <section className="cashier-frame" aria-labelledby="continue-play-frame-title">
      <h2 id="continue-play-frame-title">{t('continuePlay.frameTitle')}</h2>
      {src && <iframe ref={(element) => slot.attach(element)} className="cashier-frame__frame" title={t('continuePlay.frameTitle')} src={src} style={{ height: 420 }} sandbox="allow-scripts allow-same-origin allow-forms" />}
      <button type="button" className="button" onClick={() => send({ type: 'CLOSE_FRAME' })}>
        {t('frame.close')}
      </button>
    </section>
  );
});

function Waiting() {
  const { t } = useTranslation('cashier');
  return (
    <section className="cashier-outcome" aria-labelledby="continue-play-waiting-title">
      <h2 id="continue-play-waiting-title">{t('continuePlay.waitingTitle')}</h2>
      <p role="status">{t('continuePlay.waitingText')}</p>
    </section>
  );
}

function WaitingTimedOut({ send }: Props) {
  const { t } = useTranslation('cashier');
  return (
    <section className="cashier-outcome" aria-labelledby="continue-play-timeout-title">
      <h2 id="continue-play-timeout-title">{t('continuePlay.waitingTitle')}</h2>
      <p role="status">{t('continuePlay.timeout')}</p>
      <button type="button" className="button" onClick={() => send({ type: 'BACK' })}>
        {t('finish.back')}
      </button>
    </section>
  );
}

function Done({ extras }: Props) {
  const { t } = useTranslation('cashier');
  return (
    <section className="cashier-outcome" aria-labelledby="continue-play-done-title">
      <h2 id="continue-play-done-title">{t('continuePlay.doneTitle')}</h2>
      <p role="status">{t('continuePlay.doneText')}</p>
      <Link className="button button--primary" to={extras.at('/')}>
        {t('continuePlay.toGames')}
      </Link>
    </section>
  );
}

/** The continue-play flow's screens by the names flows/continue-play.flow.json uses. */
export const continuePlayScreens: FlowScreenRegistry<ContinuePlayContext, ContinuePlayExtras> = {
  notices: Notices,
  methodChooser: MethodChooser,
  noMethods: NoMethods,
  loadFailed: LoadFailed,
  topWindow: TopWindow,
  resumeFrame: ResumeFrame,
  waiting: Waiting,
  waitingTimedOut: WaitingTimedOut,
  done: Done,
};
