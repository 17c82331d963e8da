import { useMachine } from '@xstate/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import flowJson from '../../../flows/third-party-registration.flow.json';
import type { IdentificationMethod } from '../../api/endpoint-types';
import { fieldErrorsFromApiError } from '../../api/field-errors-from-api-error';
import { localizeApiError } from '../../api/localize-api-error';
import { flowStepMeta } from '../../engine/flow-step-meta';
import { schemaFields } from '../../engine/schema-fields';
import type { LoadedVariant } from '../../engine/loaded-variant';
import { loadFlow } from '../../engine/load-flow';
import { AutoHidingNotice } from '../../renderer/auto-hiding-notice';
import { SchemaForm } from '../../renderer/schema-form';
import type { RegistrationCampaign } from '../../renderer/schema-form-context';
import { useRuleContext } from '../../renderer/use-rule-context';
import type { ExternalData } from '../../stores/external-data-store';
import type { RootStore } from '../../stores/root-store';
import { IdentificationWidget } from '../identification/identification-widget';
import type { IdentificationMethodDescriptor } from '../identification/identification-methods';
import { useIdentificationLogic } from '../identification/use-identification-logic';
import { identifiedFormData } from './identified-form-data';
import { IdentifiedDetails } from './identified-details';
import { thirdPartyRegistrationImplementations, type ThirdPartyRegistrationContext } from './third-party-registration-implementations';

interface ThirdPartyRegistrationViewProps {
  store: RootStore;
  loaded: LoadedVariant;
  method: string;
  descriptor: IdentificationMethodDescriptor;
  /** external data from a third-party login or a redirect return */
  external: ExternalData | null;
  campaigns: readonly RegistrationCampaign[];
  /** back to the method chooser; the method and external data are cleared */
  onBack: () => void;
  /** there is a chooser to go back to (more than one method offered) */
  canGoBack: boolean;
  onClose: () => void;
  onLogIn: () => void;
}

/** Registration through a provider's identification (spec 1 §4 "Registration third-party flow"). */
export const ThirdPartyRegistrationView = observer(function ThirdPartyRegistrationView(props: ThirdPartyRegistrationViewProps) {
  const { store, loaded, method, descriptor, external, campaigns, onBack, canGoBack, onClose, onLogIn } = props;
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const latestData = useRef<Record<string, unknown>>({});
  const identification = useIdentificationLogic(store, method as IdentificationMethod, descriptor, 'registration');
  const fields = useMemo(() => [...schemaFields(loaded.variant.schema).keys()], [loaded.variant.schema]);
  const machine = useMemo(
    () =>
      loadFlow(
        flowJson,
        thirdPartyRegistrationImplementations({
          method,
          registerCall: descriptor.registerCall,
          identification: identification.logic,
          api: store.api,
          session: store.session,
          formFields: () => fields,
          toFieldIssues: (error) => fieldErrorsFromApiError(error, { knownFields: fields }),
          scrollToTop: () => {
            const scroller = container.current?.closest('.dialog__body');
            if (scroller) scroller.scrollTo({ top: 0 });
            else window.scrollTo({ top: 0 });
          },
          storeTokenError: (error) => store.externalData.failToken(error),
        }),
      ),
    // one flow per chosen method
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { result: external?.result ?? null, titanToken: external?.titanToken ?? null } });
  const context = snapshot.context as ThirdPartyRegistrationContext;
  const meta = flowStepMeta(snapshot.getMeta());
  const ruleContext = useRuleContext(store.settings.be, store.settings.fe, loaded.variant.market);
  const formContext = useMemo(
    () => ({ settings: { be: store.settings.be ?? {}, fe: store.settings.fe ?? {} }, campaigns, language: i18n.language }),
    [store.settings.be, store.settings.fe, campaigns, i18n.language],
  );

  const screen = meta.screen;
  useEffect(() => {
    if (screen === 'back') onBack();
    if (screen === 'loggedIn' || screen === 'tokenError') onClose();
  }, [screen, onBack, onClose]);

  const methodName = t(`identification:methods.${method}`);
  const hideAfterMs = Number(store.settings.feValue('notificationAutoHideDuration') ?? 5000);
  const child = (snapshot.children as Record<string, AnyActorRef | undefined>).identification;
  const readonlyFields = Object.keys(identifiedFormData(context.result, fields));
  const alreadyVerifiedText = descriptor.kind === 'code' ? 'identification:registration.alreadyVerified' : 'identification:registration.alreadyRegistered';

  if (screen === 'success') {
    return (
      <div className="registration-success" role="status">
        <p>{t('identification:registration.success')}</p>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('identification:registration.close')}
        </button>
      </div>
    );
  }

  return (
    <div className="third-party-registration" ref={container} aria-busy={meta.busy === true}>
      <h2>{screen === 'confirmDetails' ? t('identification:registration.confirmDetails') : t('identification:registration.header', { method: methodName })}</h2>
      <AutoHidingNotice message={context.notice ? localizeApiError(context.notice, t) : null} hideAfterMs={hideAfterMs} />
      {screen === 'identifying' && child && (
        <>
          <IdentificationWidget actor={child} method={method} descriptor={descriptor} logic={identification} store={store} />
          {canGoBack && (
            <button type="button" className="button button--link" onClick={() => send({ type: 'BACK' })}>
              {t('identification:registration.back')}
            </button>
          )}
        </>
      )}
      {screen === 'resolving' && <p role="status">{t('identification:resolving')}</p>}
      {screen === 'confirmDetails' && (
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
      )}
      {meta.form !== undefined && (
        <>
          <p className="registration__note">
            {t('registration:mandatoryNote')} {t('registration:unchangeableNote')}
          </p>
          <SchemaForm
            variant={loaded.variant}
            validateFn={loaded.validateFns}
            ruleContext={ruleContext}
            formData={context.data}
            readonlyFields={readonlyFields}
            onChange={(data) => {
              latestData.current = data;
            }}
            onSubmit={(data) => send({ type: 'NEXT', data })}
            serverErrors={context.serverErrors}
            formContext={formContext}
            submitLabel="identification:registration.register"
            disabled={meta.busy === true}
          >
            <button type="button" className="button" onClick={() => send({ type: 'BACK', data: latestData.current })}>
              {t('identification:registration.back')}
            </button>
          </SchemaForm>
        </>
      )}
      {(screen === 'submitting' || screen === 'loggingIn') && (
        <p role="status">{t(screen === 'submitting' ? 'registration:submitting' : 'identification:login.loggingIn')}</p>
      )}
      {screen === 'alreadyRegistered' && (
        <section role="alert">
          <p>{t(alreadyVerifiedText)}</p>
          <button type="button" className="button button--primary" onClick={() => (context.result?.loginToken ? send({ type: 'LOG_IN' }) : onLogIn())}>
            {t('identification:registration.logIn')}
          </button>
          <button type="button" className="button button--link" onClick={() => send({ type: 'DIFFERENT_CREDENTIALS' })}>
            {t('identification:registration.differentCredentials')}
          </button>
        </section>
      )}
    </div>
  );
});
