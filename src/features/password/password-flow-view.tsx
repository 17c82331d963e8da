import { useMachine } from '@xstate/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { localizeApiError } from '../../api/localize-api-error';
import { flowStepMeta } from '../../engine/flow-step-meta';
import type { LoadedVariant } from '../../engine/loaded-variant';
import { SchemaForm } from '../../renderer/schema-form';
import { useRuleContext } from '../../renderer/use-rule-context';
import type { RootStore } from '../../stores/root-store';
import type { PasswordFlowContext } from './password-flow-context';

interface PasswordFlowViewProps {
  store: RootStore;
  loaded: LoadedVariant;
  /** the flow, built by the caller with loadFlow (forgot-, reset- or change-password) */
  machine: AnyStateMachine;
  /** overrides the flow's initial context (the reset code) */
  input?: Record<string, unknown>;
  submitLabel: string;
  /** shown above the form */
  intro?: ReactNode;
  /** what the flow's final screen shows */
  done: ReactNode;
  /** shown below the form (links) */
  footer?: ReactNode;
}

/** One password form as its flow drives it: the form, the failed call above it, the final screen. */
export const PasswordFlowView = observer(function PasswordFlowView({ store, loaded, machine, input, submitLabel, intro, done, footer }: PasswordFlowViewProps) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(machine, input ? { input } : {});
  const context = snapshot.context as PasswordFlowContext;
  const meta = flowStepMeta(snapshot.getMeta());
  const ruleContext = useRuleContext(store.settings.be, store.settings.fe, loaded.variant.market);

  if (meta.screen !== undefined) {
    return <div className="password password--done">{done}</div>;
  }
  return (
    <div className="password" aria-busy={meta.busy === true}>
      {intro}
      {context.notice && (
        <p className="notice notice--error" role="alert">
          {localizeApiError(context.notice, t)}
        </p>
      )}
      <SchemaForm
        variant={loaded.variant}
        validateFn={loaded.validateFns}
        ruleContext={ruleContext}
        formData={context.data}
        // the flow keeps what is typed, so a re-render never hands rjsf older data
        onChange={(data) => send({ type: 'CHANGE', data })}
        onSubmit={(data) => send({ type: 'SUBMIT', data })}
        serverErrors={context.serverErrors}
        submitLabel={submitLabel}
        disabled={meta.busy === true}
      />
      {footer}
    </div>
  );
});
