import { useSelector } from '@xstate/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { flowStepMeta } from '../../engine/flow-step-meta';
import { AutoHidingNotice } from '../../renderer/auto-hiding-notice';
import type { RootStore } from '../../stores/root-store';
import { ControlCode } from './control-code';
import type { IdentificationContext } from './identification-context';
import { IdentificationMethodForm } from './identification-method-form';
import type { IdentificationMethodDescriptor } from './identification-methods';
import type { IdentificationLogic } from './use-identification-logic';
import { useIdentificationNoticeText } from './use-identification-notice-text';

interface IdentificationWidgetProps {
  actor: AnyActorRef;
  method: string;
  descriptor: IdentificationMethodDescriptor;
  logic: IdentificationLogic;
  store: RootStore;
}

/** The identification widget (spec 1 §4): the method's step 1, then its verification screen. */
export const IdentificationWidget = observer(function IdentificationWidget({ actor, method, descriptor, logic, store }: IdentificationWidgetProps) {
  const { t } = useTranslation();
  const snapshot = useSelector(actor, (current: unknown) => current as AnyMachineSnapshot);
  const meta = flowStepMeta(snapshot.getMeta());
  const context = snapshot.context as IdentificationContext;
  const noticeText = useIdentificationNoticeText(context.notice, method);
  const methodName = t(`identification:methods.${method}`);
  const hideAfterMs = Number(store.settings.feValue('notificationAutoHideDuration') ?? 5000);
  const url = context.started?.url;

  return (
    <div className="identification" aria-busy={meta.busy === true} data-method={method}>
      <AutoHidingNotice message={noticeText} hideAfterMs={hideAfterMs} />
      {meta.screen === 'form' &&
        (logic.formShown && descriptor.form ? (
          <IdentificationMethodForm
            formId={descriptor.form}
            store={store}
            data={context.data}
            serverErrors={context.serverErrors}
            submitLabel="identification:start"
            submitLabelValues={{ method: methodName }}
            onSubmit={(data) => actor.send({ type: 'SUBMIT', data })}
          />
        ) : (
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'SUBMIT' })}>
            {t('identification:start', { method: methodName })}
          </button>
        ))}
      {(meta.screen === 'starting' || meta.screen === 'resolving') && (
        <p role="status">{t('identification:resolving')}</p>
      )}
      {meta.screen === 'code' && context.started?.code && (
        <ControlCode method={method} code={context.started.code} expirationTime={context.started.expirationTime} onCancel={() => actor.send({ type: 'CANCEL' })} />
      )}
      {meta.screen === 'provider' && descriptor.kind === 'iframe' && url && (
        <div className="identification__frame">
          <iframe ref={logic.frame.attach} src={url} title={t('identification:provider.frameTitle', { method: methodName })} />
          <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL' })}>
            {t('identification:cancel')}
          </button>
        </div>
      )}
      {meta.screen === 'provider' && descriptor.kind !== 'iframe' && url && (
        <div className="identification__window">
          <p role="status">{t('identification:provider.window', { method: methodName })}</p>
          <button type="button" className="button" onClick={() => logic.providerWindow.open(url)}>
            {t('identification:provider.open', { method: methodName })}
          </button>
          <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL' })}>
            {t('identification:cancel')}
          </button>
        </div>
      )}
      {meta.screen === 'redirecting' && <p role="status">{t('identification:provider.redirecting', { method: methodName })}</p>}
    </div>
  );
});
