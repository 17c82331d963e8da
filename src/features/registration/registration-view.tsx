import { useMachine } from '@xstate/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import flowJson from '../../../flows/registration.flow.json';
import { fieldErrorsFromApiError } from '../../api/field-errors-from-api-error';
import { localizeApiError } from '../../api/localize-api-error';
import { loadFlow } from '../../engine/load-flow';
import type { LoadedVariant } from '../../engine/loaded-variant';
import { AutoHidingNotice } from '../../renderer/auto-hiding-notice';
import { SchemaForm } from '../../renderer/schema-form';
import { useRuleContext } from '../../renderer/use-rule-context';
import type { RegistrationCampaign } from '../../renderer/schema-form-context';
import type { RootStore } from '../../stores/root-store';
import { PepConfirmation } from './pep-confirmation';
import type { RegistrationContext, RegistrationData } from './registration-context';
import { registrationEmailStore } from './registration-email-store';
import { registrationImplementations } from './registration-implementations';
import { RegistrationStepper } from './registration-stepper';
import { RegistrationSuccess } from './registration-success';
import { flowStepMeta } from '../../engine/flow-step-meta';
import { schemaFields } from '../../engine/schema-fields';

interface RegistrationViewProps {
  store: RootStore;
  loaded: LoadedVariant;
  /** mobile: one step without the stepper */
  singleStep: boolean;
  /** the registration campaigns on offer (empty: no bonus choice) */
  campaigns: readonly RegistrationCampaign[];
  onClose: () => void;
}

function pageFields(ui: Record<string, unknown>, page: string): string[] {
  const pages = Array.isArray(ui['ui:pages']) ? (ui['ui:pages'] as { id: string; fields: string[] }[]) : [];
  return pages.find((candidate) => candidate.id === page)?.fields ?? [];
}

/** Regular registration as flows/registration.flow.json drives it over the market's compiled form. */
export const RegistrationView = observer(function RegistrationView({ store, loaded, singleStep, campaigns, onClose }: RegistrationViewProps) {
  const { t, i18n } = useTranslation();
  const { settings, session, api } = store;
  const latestData = useRef<RegistrationData>({});
  const container = useRef<HTMLDivElement>(null);

  const machine = useMemo(
    () =>
      loadFlow(
        flowJson,
        registrationImplementations({
          api,
          session,
          isSingleStep: () => singleStep,
          pepConfirmationEnabled: () => settings.feValue('registration.pepConfirmation') === true,
          detailsFields: () => pageFields(loaded.variant.ui, 'details'),
          toFieldIssues: (error) => fieldErrorsFromApiError(error, { knownFields: [...schemaFields(loaded.variant.schema).keys()] }),
          // in the desktop dialog the dialog body scrolls, on the mobile page the window does
          scrollToTop: () => {
            const scroller = container.current?.closest('.dialog__body');
            if (scroller) scroller.scrollTo({ top: 0 });
            else window.scrollTo({ top: 0 });
          },
          emailStore: registrationEmailStore(window.localStorage),
        }),
      ),
    // the flow is built once per opened registration
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snapshot, send] = useMachine(machine);
  // closing the registration half-way leaves no e-mail behind
  useEffect(() => () => void registrationEmailStore(window.localStorage).take(), []);
  const context = snapshot.context as RegistrationContext;
  const meta = flowStepMeta(snapshot.getMeta());

  const ruleContext = useRuleContext(settings.be, settings.fe, loaded.variant.market);
  const formContext = useMemo(
    () => ({ settings: { be: settings.be ?? {}, fe: settings.fe ?? {} }, campaigns, language: i18n.language }),
    [settings.be, settings.fe, campaigns, i18n.language],
  );

  const noticeText = context.notice ? localizeApiError(context.notice, t) : null;
  const hideAfterMs = Number(settings.feValue('notificationAutoHideDuration') ?? 5000);

  if (meta.screen === 'success') return <RegistrationSuccess result={context.result} onClose={onClose} />;

  return (
    <div className="registration" ref={container} aria-busy={meta.busy === true}>
      {!singleStep && meta.steps === 2 && typeof meta.step === 'number' && <RegistrationStepper step={meta.step} />}
      <AutoHidingNotice message={noticeText} hideAfterMs={hideAfterMs} />
      {meta.form !== undefined && (
        <>
          <p className="registration__note">
            {t('registration:mandatoryNote')} {t('registration:unchangeableNote')}
          </p>
          <SchemaForm
            key={meta.page ?? 'single'}
            variant={loaded.variant}
            validateFn={loaded.validateFns}
            ruleContext={ruleContext}
            page={meta.page}
            formData={context.data}
            onChange={(data) => {
              latestData.current = data;
            }}
            onSubmit={(data) => send({ type: 'NEXT', data })}
            serverErrors={context.serverErrors}
            formContext={formContext}
            submitLabel={meta.page === 'details' ? 'registration:buttons.next' : 'registration:buttons.register'}
            disabled={meta.busy === true}
          >
            {meta.page === 'terms' && (
              <button type="button" className="button" onClick={() => send({ type: 'BACK', data: latestData.current })}>
                {t('registration:buttons.back')}
              </button>
            )}
          </SchemaForm>
        </>
      )}
      {meta.screen === 'pep' && (
        <PepConfirmation
          onConfirm={() => send({ type: 'CONFIRM_PEP' })}
          onDeny={() => send({ type: 'DENY_PEP' })}
          onBack={() => send({ type: 'BACK' })}
        />
      )}
      {(meta.screen === 'submitting' || meta.screen === 'loggingIn') && (
        <p role="status" className="registration__status">
          {t(meta.screen === 'submitting' ? 'registration:submitting' : 'registration:loggingIn')}
        </p>
      )}
    </div>
  );
});
