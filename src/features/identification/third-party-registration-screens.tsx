import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { MandatoryNote } from '../../ui/mandatory-note';
import { IdentifiedDetails } from './identified-details';
import type { IdentificationMethodDescriptor } from './identification-methods';
import type { ThirdPartyRegistrationContext } from './third-party-registration-implementations';

/** What the third-party registration's screens need from the registration modal. */
export interface ThirdPartyRegistrationExtras {
  method: string;
  descriptor: IdentificationMethodDescriptor;
  /** there is a chooser to go back to (more than one method offered) */
  canGoBack: boolean;
  onBack: () => void;
  onClose: () => void;
  onLogIn: () => void;
}

type Props = FlowScreenProps<ThirdPartyRegistrationContext, ThirdPartyRegistrationExtras>;

/** Runs `effect` once when a final screen shows (it closes the modal or returns to the chooser). */
function useOnShow(effect: () => void) {
  useEffect(() => effect(), [effect]);
}

/** The screens of flows/third-party-registration.flow.json (spec 1 §4 'Registration third-party flow'). */
export const thirdPartyRegistrationScreens: FlowScreenRegistry<ThirdPartyRegistrationContext, ThirdPartyRegistrationExtras> = {
  header: function Header({ meta, extras }: Props) {
    const { t } = useTranslation();
    return (
      <h2>
        {meta.screen === 'confirmDetails'
          ? t('identification:registration.confirmDetails')
          : t('identification:registration.header', { method: t(`identification:methods.${extras.method}`) })}
      </h2>
    );
  },
  mandatoryNote: MandatoryNote,
  backToChooser: function BackToChooser({ send, extras }: Props) {
    const { t } = useTranslation();
    if (!extras.canGoBack) return null;
    return (
      <button type="button" className="button button--link" onClick={() => send({ type: 'BACK' })}>
        {t('identification:registration.back')}
      </button>
    );
  },
  confirmDetails: function ConfirmDetails({ context, send }: Props) {
    const { t } = useTranslation();
    return (
      <section>
        <p>{t('identification:registration.confirmDetailsIntro')}</p>
        <IdentifiedDetails result={context.result} />
        <button type="button" className="button button--primary" onClick={() => send({ type: 'CONTINUE' })}>
          {t('identification:registration.continue')}
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'BACK' })}>
          {t('identification:registration.back')}
        </button>
      </section>
    );
  },
  alreadyRegistered: function AlreadyRegistered({ context, extras, send }: Props) {
    const { t } = useTranslation();
    const text = extras.descriptor.kind === 'code' ? 'identification:registration.alreadyVerified' : 'identification:registration.alreadyRegistered';
    return (
      <section role="alert">
        <p>{t(text)}</p>
        <button type="button" className="button button--primary" onClick={() => (context.result?.loginToken ? send({ type: 'LOG_IN' }) : extras.onLogIn())}>
          {t('identification:registration.logIn')}
        </button>
        <button type="button" className="button button--link" onClick={() => send({ type: 'DIFFERENT_CREDENTIALS' })}>
          {t('identification:registration.differentCredentials')}
        </button>
      </section>
    );
  },
  success: function Success({ extras }: Props) {
    const { t } = useTranslation();
    return (
      <div className="registration-success" role="status">
        <p>{t('identification:registration.success')}</p>
        <button type="button" className="button button--primary" onClick={extras.onClose}>
          {t('identification:registration.close')}
        </button>
      </div>
    );
  },
  loggedIn: function LoggedIn({ extras }: Props) {
    useOnShow(extras.onClose);
    return null;
  },
  tokenError: function TokenError({ extras }: Props) {
    useOnShow(extras.onClose);
    return null;
  },
  back: function Back({ extras }: Props) {
    useOnShow(extras.onBack);
    return null;
  },
};
