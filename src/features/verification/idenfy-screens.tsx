import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localizeApiError } from '../../api/localize-api-error';
import type { FrameSlot } from '../../bridge/frame-slot';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { AutoHidingNotice } from '../../ui/notices/auto-hiding-notice';
import type { IdenfyContext } from './idenfy-implementations';
import { VERIFIED_NOTICE_MS } from './verification-identity-screens';

/**
 * What the iDenfy page in our frame may do: run its scripts on its own origin (it records the
 * decision there, then posts to us). No forms of ours, popups or top navigation.
 */
export const IDENFY_FRAME_SANDBOX = ['allow-scripts', 'allow-same-origin'] as const;

/** What the iDenfy screens need from the verification page. */
export interface IdenfyExtras {
  /** the provider frame, so the bridge can tell its messages from any other window's */
  frame: FrameSlot;
  /** there are other methods to go back to */
  canGoBack: boolean;
  onBack: () => void;
  /** a logged-in player goes on to the payment page of the stored verification type */
  continuePath: string;
  /** a visitor logs in next (the modal on desktop, the page on mobile) */
  loginPath: string;
}

type Props = FlowScreenProps<IdenfyContext, IdenfyExtras>;

/** The screens of flows/verification-idenfy.flow.json (spec 1 §2 "Identity verification in a provider frame"). */
export const idenfyScreens: FlowScreenRegistry<IdenfyContext, IdenfyExtras> = {
  notice: function IdenfyNotice({ context, store }: Props) {
    const { t } = useTranslation();
    const { notice } = context;
    const message = notice === null ? null : 'key' in notice ? t(`verification:idenfy.notice.${notice.key}`) : localizeApiError(notice, t);
    return <AutoHidingNotice message={message} hideAfterMs={Number(store.settings.feValue('notificationAutoHideDuration') ?? 5000)} />;
  },
  header: function Header({ meta }: Props) {
    const { t } = useTranslation();
    return (
      <h2>
        {t('verification:idenfy.header')}{' '}
        <span className="verification-idenfy__step">{t('verification:idenfy.step', { step: meta.step ?? 1, total: 4 })}</span>
      </h2>
    );
  },
  intro: function Intro({ extras, send }: Props) {
    const { t } = useTranslation();
    return (
      <section className="verification-idenfy__intro">
        <p>{t('verification:idenfy.intro')}</p>
        <ul>
          <li>{t('verification:idenfy.needDocument')}</li>
          <li>{t('verification:idenfy.needCamera')}</li>
        </ul>
        <button type="button" className="button button--primary" onClick={() => send({ type: 'UPLOAD' })}>
          {t('verification:idenfy.upload')}
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
        {t('verification:idenfy.cancel')}
      </button>
    );
  },
  frame: function Frame({ context, extras, send }: Props) {
    const { t } = useTranslation();
    if (!context.url) return null;
    return (
      <div className="verification-idenfy__frame">
        <iframe
          ref={extras.frame.attach}
          src={context.url}
          // the provider films the document and the face: the camera is delegated to its origin only
          // (the site's Permissions-Policy names the provider origins for camera too)
          allow="camera"
          sandbox={IDENFY_FRAME_SANDBOX.join(' ')}
          title={t('verification:idenfy.frameTitle')}
        />
        <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
          {t('verification:idenfy.cancel')}
        </button>
      </div>
    );
  },
  waiting: function Waiting() {
    const { t } = useTranslation();
    return (
      <section className="verification-idenfy__waiting" role="status">
        <p>{t('verification:idenfy.waiting')}</p>
      </section>
    );
  },
  stillReviewing: function StillReviewing({ extras }: Props) {
    const { t } = useTranslation();
    return (
      <section className="verification-result" role="status">
        <p>{t('verification:idenfy.stillReviewing')}</p>
        <button type="button" className="button" onClick={extras.onBack}>
          {t('verification:page.otherMethod')}
        </button>
      </section>
    );
  },
  verified: function Verified({ extras, store }: Props) {
    const { t } = useTranslation();
    return (
      <section className="verification-result">
        <AutoHidingNotice message={t('verification:identity.verified')} hideAfterMs={VERIFIED_NOTICE_MS} severity="success" />
        <p>{t('verification:identity.verifiedNext')}</p>
        {store.session.loggedIn ? (
          <Link className="button button--primary" to={extras.continuePath}>
            {t('verification:identity.continue')}
          </Link>
        ) : (
          <Link className="button button--primary" to={extras.loginPath}>
            {t('verification:idenfy.logIn')}
          </Link>
        )}
      </section>
    );
  },
  back: function Back({ extras }: Props) {
    const { onBack } = extras;
    useEffect(() => onBack(), [onBack]);
    return null;
  },
};
