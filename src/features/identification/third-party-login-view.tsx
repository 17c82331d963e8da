import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AnyActorLogic } from 'xstate';
import flowJson from '../../../flows/third-party-login.flow.json';
import type { IdentificationMethod } from '../../api/endpoints/identification';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import type { ChildFlowView } from '../../ui/flow-host/flow-step-view';
import { identificationScreens } from './identification-screens';
import type { IdentificationMethodDescriptor } from './identification-methods';
import { providerOrigins } from '../../bridge/provider-origins';
import { createSocialLogin, type SocialLogin } from './social-login';
import { thirdPartyLoginImplementations } from './third-party-login-implementations';
import { thirdPartyLoginScreens } from './third-party-login-screens';
import { useIdentificationLogic } from './use-identification-logic';

interface ThirdPartyLoginViewProps {
  store: RootStore;
  onClose: () => void;
  /** where the registration opens (modal on desktop, page on mobile) */
  links: { registration: string };
  method: string;
  descriptor: IdentificationMethodDescriptor;
}

/** Login with a provider method (spec 1 §4 'Third-party login steps'). */
export function ThirdPartyLoginView(props: ThirdPartyLoginViewProps) {
  return props.descriptor.kind === 'social' ? <SocialLoginSteps {...props} /> : <IdentificationLoginSteps {...props} />;
}

function IdentificationLoginSteps(props: ThirdPartyLoginViewProps) {
  const { t } = useTranslation();
  const identification = useIdentificationLogic(props.store, props.method as IdentificationMethod, props.descriptor, 'login');
  const methodName = t(`identification:methods.${props.method}`);
  const child: ChildFlowView = {
    screens: identificationScreens,
    extras: { method: props.method, descriptor: props.descriptor, logic: identification },
    labelValues: { method: methodName },
    className: 'identification',
  };
  return <LoginSteps {...props} identificationLogic={identification.logic} child={child} />;
}

function SocialLoginSteps(props: ThirdPartyLoginViewProps) {
  const { t } = useTranslation();
  const social = useMemo(
    () =>
      createSocialLogin({
        provider: props.method,
        providerOrigin: providerOrigins()[0] ?? '',
        returnOrigin: window.location.origin,
        params: props.descriptor.popupParams,
        host: { open: (url, target, features) => window.open(url, target, features), screen: window.screen },
        messageTarget: window,
      }),
    [props.method, props.descriptor.popupParams],
  );
  const methodName = t(`identification:methods.${props.method}`);
  const child = useMemo<ChildFlowView>(() => ({ render: () => <SocialLoginButton social={social} methodName={methodName} /> }), [social, methodName]);
  return <LoginSteps {...props} identificationLogic={social.logic} tokenProvider={props.method} child={child} />;
}

function SocialLoginButton({ social, methodName }: { social: SocialLogin; methodName: string }) {
  const { t } = useTranslation();
  return (
    <div className="social-login">
      <button type="button" className="button button--primary" onClick={() => social.open()}>
        {t('identification:social.continueWith', { provider: methodName })}
      </button>
    </div>
  );
}

interface LoginStepsProps extends ThirdPartyLoginViewProps {
  /** what identifies the player: the widget's flow, or the social popup */
  identificationLogic: AnyActorLogic;
  tokenProvider?: string;
  child: ChildFlowView;
}

function LoginSteps({ store, onClose, method, identificationLogic, tokenProvider, child, links }: LoginStepsProps) {
  const navigate = useNavigate();
  return (
    <FlowHost
      flow={flowJson}
      implementations={() =>
        thirdPartyLoginImplementations({
          method,
          identification: identificationLogic,
          tokenProvider,
          session: store.session,
          startRegistration: (data) => {
            if (data) store.externalData.set(data);
            else store.externalData.clear();
            void navigate(links.registration);
          },
        })
      }
      screens={thirdPartyLoginScreens}
      extras={{ onClose }}
      store={store}
      childFlows={{ identification: child }}
      className="third-party-login"
    />
  );
}
