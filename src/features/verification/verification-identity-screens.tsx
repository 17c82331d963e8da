import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { IdentificationResult } from '../../api/endpoints';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { AutoHidingNotice } from '../../ui/notices/auto-hiding-notice';
import type { VerificationIdentityContext } from './verification-identity-implementations';

/** "You have been successfully verified!" hides after 20 s (spec 1 §9). */
export const VERIFIED_NOTICE_MS = 20_000;

/** What the identity verification's screens need from the verification page. */
export interface VerificationIdentityExtras {
  method: string;
  /** the identified details, read-only (the identification feature's view, composed by the app) */
  renderDetails: (result: IdentificationResult | null) => ReactNode;
  /** back to the method list */
  onBack: () => void;
  /** where the player goes on after verifying: the payment page of the stored verification type */
  continuePath: string;
  /** the manual document upload (offered on 305) */
  documentsPath: string;
  supportPath: string;
}

type Props = FlowScreenProps<VerificationIdentityContext, VerificationIdentityExtras>;

/** The screens of flows/verification-identity.flow.json (spec 1 §2 "Verification screens", §4). */
export const verificationIdentityScreens: FlowScreenRegistry<VerificationIdentityContext, VerificationIdentityExtras> = {
  header: function Header({ meta, extras }: Props) {
    const { t } = useTranslation();
    return (
      <h2>
        {meta.screen === 'confirmDetails'
          ? t('verification:identity.confirmDetails')
          : t('verification:identity.header', { method: t(`verification:methods.${extras.method}`) })}
      </h2>
    );
  },
  backToMethods: function BackToMethods({ send }: Props) {
    const { t } = useTranslation();
    return (
      <button type="button" className="button button--link" onClick={() => send({ type: 'BACK' })}>
        {t('verification:page.otherMethod')}
      </button>
    );
  },
  confirmDetails: function ConfirmDetails({ context, extras, send }: Props) {
    const { t } = useTranslation();
    return (
      <section>
        <p>{t('verification:identity.confirmDetailsIntro', { method: t(`verification:methods.${extras.method}`) })}</p>
        {extras.renderDetails(context.result)}
        <button type="button" className="button button--primary" onClick={() => send({ type: 'CONFIRM' })}>
          {t('verification:identity.confirm')}
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'BACK' })}>
          {t('verification:identity.back')}
        </button>
      </section>
    );
  },
  verifiedAlready: function VerifiedAlready({ send }: Props) {
    const { t } = useTranslation();
    return (
      <section role="alert">
        <p>{t('verification:identity.verifiedAlready')}</p>
        <button type="button" className="button button--primary" onClick={() => send({ type: 'LOG_IN' })}>
          {t('verification:identity.logIn')}
        </button>
        <button type="button" className="button button--link" onClick={() => send({ type: 'OTHER_METHOD' })}>
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
        {store.session.loggedIn && (
          <Link className="button button--primary" to={extras.continuePath}>
            {t('verification:identity.continue')}
          </Link>
        )}
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
  attemptsExhausted: function AttemptsExhausted({ extras }: Props) {
    const { t } = useTranslation();
    return (
      <section className="verification-result" role="alert">
        <p>{t('verification:identity.attemptsExhausted')}</p>
        <Link className="button" to={extras.supportPath}>
          {t('verification:contactSupport')}
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
