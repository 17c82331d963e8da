import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AutomaticVerificationProvider } from '../../api/endpoints';
import { localizeApiError } from '../../api/localize-api-error';
import type { FrameSlot } from '../../bridge/frame-slot';
import type { IgnoredMessageLog } from '../../bridge/ignored-message-log';
import type { ProviderWindow } from '../../bridge/provider-window';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { AutoHidingNotice } from '../../ui/notices/auto-hiding-notice';
import type { AutomaticContext } from './automatic-verification-implementations';
import { VERIFIED_NOTICE_MS } from './verification-identity-screens';

/**
 * What the provider's page in our frame may do: run its scripts on its own origin and, at the end,
 * send its own frame back to our /interfaces/message.html (a navigation of the frame itself needs no
 * sandbox token). No forms of ours, popups or top navigation.
 */
export const AUTOMATIC_FRAME_SANDBOX = ['allow-scripts', 'allow-same-origin'] as const;

/** What the automatic verification screens need from the verification page. */
export interface AutomaticExtras {
  provider: AutomaticVerificationProvider;
  /** the provider frame, so the bridge can tell its messages from any other window's */
  frame: FrameSlot;
  /** the provider popup (a provider of `verification.providerWindows`), opened again from "Open the window" */
  providerWindow: ProviderWindow;
  /** the popup's status line notes the messages the bridge ignored while it waited */
  windowLog: IgnoredMessageLog;
  /** there are other methods to go back to */
  canGoBack: boolean;
  onBack: () => void;
  /** the payment page of the stored verification type */
  continuePath: string;
  /** the manual upload, offered when the automatic attempts are used up (305) */
  documentsPath: string;
}

type Props = FlowScreenProps<AutomaticContext, AutomaticExtras>;

function useProviderName(extras: AutomaticExtras): string {
  const { t } = useTranslation();
  return t(`verification:methods.${extras.provider}`);
}

/** The screens of flows/verification-automatic.flow.json (spec 1 §4 "Account validation", automatic providers). */
export const automaticVerificationScreens: FlowScreenRegistry<AutomaticContext, AutomaticExtras> = {
  notice: function AutomaticNoticeView({ context, extras, store }: Props) {
    const { t } = useTranslation();
    const provider = useProviderName(extras);
    const { notice } = context;
    const message = notice === null ? null : 'key' in notice ? t(`verification:automatic.notice.${notice.key}`, { provider }) : localizeApiError(notice, t);
    return <AutoHidingNotice message={message} hideAfterMs={Number(store.settings.feValue('notificationAutoHideDuration') ?? 5000)} />;
  },
  header: function Header({ meta, extras }: Props) {
    const { t } = useTranslation();
    const provider = useProviderName(extras);
    return (
      <h2>
        {t('verification:automatic.header', { provider })}{' '}
        <span className="verification-idenfy__step">{t('verification:idenfy.step', { step: meta.step ?? 1, total: 3 })}</span>
      </h2>
    );
  },
  intro: function Intro({ extras, send }: Props) {
    const { t } = useTranslation();
    const provider = useProviderName(extras);
    return (
      <section className="verification-idenfy__intro">
        <p>{t('verification:automatic.intro', { provider })}</p>
        <ul>
          <li>{t('verification:automatic.needDocument')}</li>
          <li>{t('verification:automatic.needCamera')}</li>
        </ul>
        <button type="button" className="button button--primary" onClick={() => send({ type: 'START' })}>
          {t('verification:automatic.start')}
        </button>
        {extras.canGoBack && (
          <button type="button" className="button button--link" onClick={() => send({ type: 'BACK' })}>
            {t('verification:idenfy.back')}
          </button>
        )}
      </section>
    );
  },
  starting: function Starting({ send }: Props) {
    const { t } = useTranslation();
    return (
      <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
        {t('verification:automatic.cancel')}
      </button>
    );
  },
  frame: function Frame({ context, extras, send }: Props) {
    const { t } = useTranslation();
    const provider = useProviderName(extras);
    if (!context.url) return null;
    return (
      <div className="verification-idenfy__frame">
        <iframe
          ref={extras.frame.attach}
          src={context.url}
          // the provider films the document and the face: the camera is delegated to its origin only
          // (the site's Permissions-Policy names the provider origins for camera too)
          allow="camera"
          sandbox={AUTOMATIC_FRAME_SANDBOX.join(' ')}
          title={t('verification:automatic.frameTitle', { provider })}
        />
        <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
          {t('verification:automatic.cancel')}
        </button>
      </div>
    );
  },
  window: function ProviderPopup({ context, extras, send }: Props) {
    const { t } = useTranslation();
    const provider = useProviderName(extras);
    const { url } = context;
    if (!url) return null;
    return (
      <div className="verification-idenfy__window">
        <p role="status" ref={extras.windowLog.attach}>
          {t('verification:automatic.window', { provider })}
        </p>
        <button type="button" className="button button--primary" onClick={() => extras.providerWindow.open(url)}>
          {t('verification:automatic.openWindow')}
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
          {t('verification:automatic.cancel')}
        </button>
      </div>
    );
  },
  refreshing: function Refreshing() {
    return null;
  },
  stillReviewing: function StillReviewing({ extras }: Props) {
    const { t } = useTranslation();
    return (
      <section className="verification-result" role="status">
        <p>{t('verification:automatic.stillReviewing')}</p>
        {extras.canGoBack && (
          <button type="button" className="button" onClick={extras.onBack}>
            {t('verification:page.otherMethod')}
          </button>
        )}
      </section>
    );
  },
  verified: function Verified({ extras }: Props) {
    const { t } = useTranslation();
    return (
      <section className="verification-result">
        <AutoHidingNotice message={t('verification:identity.verified')} hideAfterMs={VERIFIED_NOTICE_MS} severity="success" />
        <p>{t('verification:identity.verifiedNext')}</p>
        <Link className="button button--primary" to={extras.continuePath}>
          {t('verification:identity.continue')}
        </Link>
      </section>
    );
  },
  automaticLimitReached: function AutomaticLimitReached({ extras }: Props) {
    const { t } = useTranslation();
    return (
      <section className="verification-result" role="alert">
        <p>{t('errors:code.305')}</p>
        <Link className="button button--primary" to={extras.documentsPath}>
          {t('verification:identity.uploadDocuments')}
        </Link>
      </section>
    );
  },
  back: function Back({ extras }: Props) {
    const { onBack } = extras;
    useEffect(() => onBack(), [onBack]);
    return null;
  },
};
