import { useTranslation } from 'react-i18next';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { AutoHidingNotice } from '../../ui/notices/auto-hiding-notice';
import { ControlCode } from './control-code';
import type { IdentificationContext } from './identification-context';
import { DEFAULT_FRAME_SANDBOX, type IdentificationMethodDescriptor } from './identification-methods';
import type { IdentificationLogic } from './use-identification-logic';
import { useIdentificationNoticeText } from './use-identification-notice-text';

/** What the identification widget's screens need: the method, its descriptor, its popup and frame. */
export interface IdentificationExtras {
  method: string;
  descriptor: IdentificationMethodDescriptor;
  logic: IdentificationLogic;
}

type Props = FlowScreenProps<IdentificationContext, IdentificationExtras>;

/** The identification widget's screens (flows/identification.flow.json, spec 1 §4): step 1 without a form, step 2 per method kind. */
export const identificationScreens: FlowScreenRegistry<IdentificationContext, IdentificationExtras> = {
  notice: function IdentificationNoticeScreen({ context, extras, store }: Props) {
    const text = useIdentificationNoticeText(context.notice, extras.method);
    return <AutoHidingNotice message={text} hideAfterMs={Number(store.settings.feValue('notificationAutoHideDuration') ?? 5000)} />;
  },
  startButton: function StartButton({ send, extras }: Props) {
    const { t } = useTranslation();
    return (
      <button type="button" className="button button--primary" onClick={() => send({ type: 'SUBMIT' })}>
        {t('identification:start', { method: t(`identification:methods.${extras.method}`) })}
      </button>
    );
  },
  code: ({ context, extras, send }: Props) =>
    context.started?.code ? (
      <ControlCode method={extras.method} code={context.started.code} expirationTime={context.started.expirationTime} onCancel={() => send({ type: 'CANCEL' })} />
    ) : null,
  provider: function Provider({ context, extras, send }: Props) {
    const { t } = useTranslation();
    const url = context.started?.url;
    if (!url) return null;
    const methodName = t(`identification:methods.${extras.method}`);
    const cancel = (
      <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
        {t('identification:cancel')}
      </button>
    );
    if (extras.descriptor.kind === 'iframe') {
      return (
        <div className="identification__frame">
          <iframe
            ref={extras.logic.frame.attach}
            src={url}
            // only what this provider's page needs (schemas/identification/methods.json frameSandbox)
            sandbox={(extras.descriptor.frameSandbox ?? DEFAULT_FRAME_SANDBOX).join(' ')}
            title={t('identification:provider.frameTitle', { method: methodName })}
          />
          {cancel}
        </div>
      );
    }
    return (
      <div className="identification__window">
        <p role="status">{t('identification:provider.window', { method: methodName })}</p>
        <button type="button" className="button" onClick={() => extras.logic.providerWindow.open(url)}>
          {t('identification:provider.open', { method: methodName })}
        </button>
        {cancel}
      </div>
    );
  },
};
