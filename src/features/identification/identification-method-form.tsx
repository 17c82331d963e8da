import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { LoadedVariant } from '../../engine/loaded-variant';
import type { ValidationIssue } from '../../engine/validation-issue';
import { FormVariantGate } from '../../renderer/form-variant-gate';
import { SchemaForm } from '../../renderer/schema-form';
import { useRuleContext } from '../../renderer/use-rule-context';
import type { RootStore } from '../../stores/root-store';

interface IdentificationMethodFormProps {
  formId: string;
  store: RootStore;
  data: Record<string, unknown>;
  serverErrors: readonly ValidationIssue[];
  submitLabel: string;
  submitLabelValues?: Record<string, string>;
  onSubmit: (data: Record<string, unknown>) => void;
}

/** Step 1 of a method: its content form (personal code, phone, bank) for the served market. */
export const IdentificationMethodForm = observer(function IdentificationMethodForm(props: IdentificationMethodFormProps) {
  const { store } = props;
  return (
    <FormVariantGate
      formId={props.formId}
      settings={{ be: store.settings.be, fe: store.settings.fe }}
      onDrift={(report) => store.errorReporter.report({ kind: 'settingsDrift', message: `${props.formId} form compiled with other settings than served`, details: report })}
    >
      {(loaded) => <MethodForm {...props} loaded={loaded} />}
    </FormVariantGate>
  );
});

function MethodForm({ store, loaded, data, serverErrors, submitLabel, submitLabelValues, onSubmit }: IdentificationMethodFormProps & { loaded: LoadedVariant }) {
  const ruleContext = useRuleContext(store.settings.be, store.settings.fe, loaded.variant.market);
  const formContext = useMemo(() => ({ settings: { be: store.settings.be ?? {}, fe: store.settings.fe ?? {} } }), [store.settings.be, store.settings.fe]);
  return (
    <SchemaForm
      variant={loaded.variant}
      validateFn={loaded.validateFns}
      ruleContext={ruleContext}
      formData={data}
      serverErrors={serverErrors}
      formContext={formContext}
      submitLabel={submitLabel}
      submitLabelValues={submitLabelValues}
      onSubmit={onSubmit}
    />
  );
}
