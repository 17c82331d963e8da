import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localizePath } from '../../i18n/localize-path';
import { isSupportedLanguage } from '../../i18n/supported-languages';
import type { RegistrationCampaign } from '../../engine/runtime-inputs/runtime-input-types';
import { isPayAndPlayAllowed } from '../../stores/is-pay-and-play-allowed';
import type { RootStore } from '../../stores/root-store';
import { identificationMethod, identificationMethodNames } from '../../features/identification/identification-methods';
import { ThirdPartyRegistrationView } from '../../features/identification/third-party-registration-view';
import { offeredRegistrationMethods } from '../../features/registration/offered-registration-methods';
import { RegistrationMethodChooser } from '../../features/registration/registration-method-chooser';
import { RegistrationView } from '../../features/registration/registration-view';
import { rememberedReferralCode } from './referral-code';

interface RegistrationModalProps {
  presentation: 'modal' | 'page';
  close: () => void;
  store: RootStore;
}

const IMPLEMENTED = ['regular', ...identificationMethodNames()];

/**
 * The registration modal (desktop) or page (mobile) the shell opens for ?modal=registration:
 * the method chooser of the market's settings (registration feature), then the regular
 * registration or the chosen method's third-party flow (identification feature); the app composes both. External data (a login's sign-up offer, a provider's redirect return)
 * starts that method's flow where the identification left off.
 */
const RegistrationModal = observer(function RegistrationModal({ presentation, close, store }: RegistrationModalProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const campaigns = useRegistrationCampaigns(store);
  // the registration form's runtime inputs (`x-inputs`), the same object while the campaigns stay
  const inputs = useMemo(() => ({ campaigns }), [campaigns]);
  // the landing address's referral code (spec 1 §2) starts the regular form
  const [initialData] = useState(() => {
    const referralCode = rememberedReferralCode(window.sessionStorage);
    return referralCode === null ? undefined : { referralCode };
  });
  const { settings, session, player, boot, externalData } = store;
  const country = (session.loggedIn ? player.details?.country : undefined) ?? boot.country;
  const offered = offeredRegistrationMethods({
    configured: settings.feValue('registration.methods.selector'),
    payAndPlayAllowed: isPayAndPlayAllowed(settings.feValue('payAndPlay'), country ?? null),
    implemented: IMPLEMENTED,
  });
  // the flow takes the external data over once; the store keeps none for a later registration
  const [external, setExternal] = useState(() => externalData.data);
  useEffect(() => externalData.clear(), [externalData]);
  const [chosen, setChosen] = useState<string | null>(() => external?.method ?? null);
  const method = chosen ?? (offered.length === 1 ? offered[0] : null);
  // a new attempt starts the chosen method's flow over (one offered method has no chooser to go back to)
  const [attempt, setAttempt] = useState(0);
  const backToChooser = useCallback(() => {
    setExternal(null);
    setChosen(null);
    setAttempt((count) => count + 1);
  }, []);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const logIn = useCallback(
    () => navigate(localizePath(presentation === 'modal' ? '/?modal=login' : '/login', language)),
    [navigate, presentation, language],
  );

  if (campaigns === null) return <p role="status">{t('common:status.loading')}</p>;
  if (method === null || method === undefined) return <RegistrationMethodChooser methods={offered} onChoose={setChosen} />;
  const descriptor = method === 'regular' ? undefined : identificationMethod(method);
  return descriptor ? (
    <ThirdPartyRegistrationView
      key={`${method}-${attempt}`}
      store={store}
      method={method}
      descriptor={descriptor}
      external={external?.method === method ? external : null}
      inputs={inputs}
      onBack={backToChooser}
      canGoBack={offered.length > 1 || chosen !== null}
      onClose={close}
      onLogIn={logIn}
    />
  ) : (
    <>
      {offered.length > 1 && (
        <button type="button" className="button button--link" onClick={backToChooser}>
          {t('identification:registration.back')}
        </button>
      )}
      <RegistrationView store={store} singleStep={presentation === 'page'} inputs={inputs} onClose={close} onLogIn={logIn} initialData={initialData} />
    </>
  );
});

/** The campaigns offered at registration, loaded before the form so the bonus choice never appears under the player's cursor; a failed call offers none. */
function useRegistrationCampaigns(store: RootStore): readonly RegistrationCampaign[] | null {
  const [campaigns, setCampaigns] = useState<readonly RegistrationCampaign[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void store.api.call<RegistrationCampaign[]>('campaigns', undefined, { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setCampaigns(result.ok ? result.data : []);
    });
    return () => controller.abort();
  }, [store]);
  return campaigns;
}

export default RegistrationModal;
