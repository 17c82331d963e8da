import { useMachine } from '@xstate/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AnyActorLogic, AnyActorRef } from 'xstate';
import flowJson from '../../../flows/third-party-login.flow.json';
import type { IdentificationMethod } from '../../api/endpoint-types';
import { localizeApiError } from '../../api/localize-api-error';
import { flowStepMeta } from '../../engine/flow-step-meta';
import { loadFlow } from '../../engine/load-flow';
import { AutoHidingNotice } from '../../renderer/auto-hiding-notice';
import { IdentificationWidget } from '../identification/identification-widget';
import type { IdentificationMethodDescriptor } from '../identification/identification-methods';
import { providerOrigins } from '../identification/provider-origins';
import { useIdentificationLogic, type IdentificationLogic } from '../identification/use-identification-logic';
import type { LoginMethodViewProps } from '../login/login-method-view-props';
import { createSocialLogin, type SocialLogin } from './social-login';
import { thirdPartyLoginImplementations, type ThirdPartyLoginContext } from './third-party-login-implementations';

interface ThirdPartyLoginViewProps extends LoginMethodViewProps {
  method: string;
  descriptor: IdentificationMethodDescriptor;
}

/** Login with a provider method (spec 1 §4 'Third-party login steps'). */
export function ThirdPartyLoginView(props: ThirdPartyLoginViewProps) {
  return props.descriptor.kind === 'social' ? <SocialLoginSteps {...props} /> : <IdentificationLoginSteps {...props} />;
}

function IdentificationLoginSteps(props: ThirdPartyLoginViewProps) {
  const identification = useIdentificationLogic(props.store, props.method as IdentificationMethod, props.descriptor, 'login');
  return <LoginSteps {...props} identificationLogic={identification.logic} identification={identification} />;
}

function SocialLoginSteps(props: ThirdPartyLoginViewProps) {
  const social = useMemo(
    () =>
      createSocialLogin({
        provider: props.method,
        providerOrigin: providerOrigins()[0] ?? '',
        returnOrigin: window.location.origin,
        params: props.descriptor.popupParams,
        host: { open: (url, target, features) => window.open(url, target, features), screen: window.screen },
        messageTarget: window,
        nonce: () => crypto.randomUUID(),
      }),
    [props.method, props.descriptor.popupParams],
  );
  return <LoginSteps {...props} identificationLogic={social.logic} social={social} />;
}

interface LoginStepsProps extends ThirdPartyLoginViewProps {
  /** what identifies the player: the widget's flow, or the social popup */
  identificationLogic: AnyActorLogic;
  /** the widget's popup, frame and form (provider methods) */
  identification?: IdentificationLogic;
  /** the popup to open from the button (social logins) */
  social?: SocialLogin;
}

const LoginSteps = observer(function LoginSteps({ store, onClose, method, descriptor, identificationLogic, identification, social, links }: LoginStepsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      loadFlow(
        flowJson,
        thirdPartyLoginImplementations({
          method,
          identification: identificationLogic,
          tokenProvider: social ? method : undefined,
          session: store.session,
          startRegistration: (data) => {
            if (data) store.externalData.set(data);
            else store.externalData.clear();
            void navigate(links.registration);
          },
        }),
      ),
    // one flow per shown method
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snapshot, send] = useMachine(machine);
  const context = snapshot.context as ThirdPartyLoginContext;
  const meta = flowStepMeta(snapshot.getMeta());
  const loggedIn = meta.screen === 'loggedIn';
  useEffect(() => {
    if (loggedIn) onClose();
  }, [loggedIn, onClose]);

  const methodName = t(`identification:methods.${method}`);
  const hideAfterMs = Number(store.settings.feValue('notificationAutoHideDuration') ?? 5000);
  const child = (snapshot.children as Record<string, AnyActorRef | undefined>).identification;
  return (
    <div className="third-party-login" aria-busy={meta.busy === true}>
      <AutoHidingNotice message={context.notice ? localizeApiError(context.notice, t) : null} hideAfterMs={hideAfterMs} />
      {meta.screen === 'identifying' && identification && child && (
        <IdentificationWidget actor={child} method={method} descriptor={descriptor} logic={identification} store={store} />
      )}
      {meta.screen === 'identifying' && social && (
        <div className="social-login">
          <button type="button" className="button button--primary" onClick={() => social.open()}>
            {t('identification:social.continueWith', { provider: methodName })}
          </button>
        </div>
      )}
      {(meta.screen === 'loggingIn' || loggedIn) && <p role="status">{t('identification:login.loggingIn')}</p>}
      {meta.screen === 'signUpOffer' && (
        <div className="third-party-login__sign-up" role="alert">
          <p>{t('identification:login.signUpOffer')}</p>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'SIGN_UP' })}>
            {t('identification:login.signUp')}
          </button>
          <button type="button" className="button button--link" onClick={() => send({ type: 'LOG_IN_AGAIN' })}>
            {t('identification:login.loginAgain')}
          </button>
        </div>
      )}
    </div>
  );
});
