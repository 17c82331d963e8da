import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyEventObject } from 'xstate';
import type { FlowStepMeta } from '../../engine/flow-step-meta';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import type { LoadedVariant } from '../../engine/loaded-variant';
import { schemaFields } from '../../engine/schema-fields';
import { formPages } from '../../renderer/form-state/form-pages';
import { FormVariantGate } from '../../renderer/form-variant-gate';
import { SchemaForm } from '../../renderer/schema-form';
import { useRuleContext } from '../../renderer/use-rule-context';
import type { RootStore } from '../../stores/root-store';
import { BusyFieldGate, WAITS_FOR_FIELDS } from './busy-field-gate';
import type { ShownForm } from './flow-step-view';

interface FlowFormProps {
  formId: string;
  meta: FlowStepMeta;
  context: Partial<FormStepContext>;
  send: (event: AnyEventObject) => void;
  store: RootStore;
  inputs?: Readonly<Record<string, unknown>>;
  labelValues?: Record<string, string>;
  onFormShown?: (form: ShownForm) => void;
  onFormData?: (data: Record<string, unknown>) => void;
}

/** A flow step's form: the variant of the form the step names for the served market (and payment method), refused on drift. */
export const FlowForm = observer(function FlowForm(props: FlowFormProps) {
  const { formId, store, meta, context } = props;
  const chosen = meta.methodFromContext !== undefined ? (context as Record<string, unknown>)[meta.methodFromContext] : undefined;
  const axes = { method: typeof chosen === 'string' && chosen !== '' ? chosen : undefined, direction: meta.direction };
  return (
    <FormVariantGate
      formId={formId}
      axes={axes}
      settings={{ be: store.settings.be, fe: store.settings.fe }}
      onDrift={(report) => store.errorReporter.report({ kind: 'settingsDrift', message: `${formId} form compiled with other settings than served`, details: report })}
    >
      {(loaded) => <LoadedFlowForm {...props} loaded={loaded} />}
    </FormVariantGate>
  );
});

const NO_DATA: Record<string, unknown> = {};

function LoadedFlowForm({ loaded, meta, context, send, store, inputs, labelValues, onFormShown, onFormData }: FlowFormProps & { loaded: LoadedVariant }) {
  const { t, i18n } = useTranslation();
  const { variant } = loaded;
  const fields = useMemo(() => [...schemaFields(variant.schema).keys()], [variant]);
  // a step's form gets only its own fields (a flow may keep more, e.g. every identified detail)
  const data = useMemo(() => {
    const all = context.data ?? NO_DATA;
    return Object.fromEntries(Object.entries(all).filter(([name]) => fields.includes(name)));
  }, [context.data, fields]);
  // what the player typed since the step opened, for buttons that leave the step with it (Back)
  const latestData = useRef<Record<string, unknown>>(data);
  // a step that shows this same form again (the next side of a document: same form, new data)
  // starts from its own data: without this, Back there sent what was typed on the step before
  useLayoutEffect(() => {
    latestData.current = data;
  }, [data]);
  // the event of a `submits` button while its submit runs (synchronously inside the click)
  const submittingEvent = useRef<string | null>(null);
  const ruleContext = useRuleContext(store.settings.be, store.settings.fe, variant.market);
  const formContext = useMemo(
    () => ({ settings: { be: store.settings.be ?? {}, fe: store.settings.fe ?? {} }, language: i18n.language }),
    [store.settings.be, store.settings.fe, i18n.language],
  );
  useLayoutEffect(() => {
    onFormShown?.({
      fields: (page) => (page === undefined ? fields : (formPages(variant.ui).find((candidate) => candidate.id === page)?.fields ?? [])),
    });
  }, [variant, fields, onFormShown]);
  const busy = meta.busy === true;

  return (
    <BusyFieldGate>
      <SchemaForm
        key={`${variant.formId}/${meta.page ?? ''}`}
        variant={variant}
        validateFn={loaded.validateFns}
        ruleContext={ruleContext}
        page={meta.page}
        formData={data}
        onChange={(next) => {
          latestData.current = next;
          onFormData?.(next);
        }}
        onSubmit={(submitted) => {
          const type = submittingEvent.current ?? meta.submitEvent ?? 'SUBMIT';
          submittingEvent.current = null;
          send({ type, data: submitted });
        }}
        serverErrors={context.serverErrors}
        readonlyFields={context.readonlyFields}
        hiddenFields={context.hiddenFields}
        formContext={formContext}
        inputs={inputs}
        submitLabel={meta.submitLabel}
        submitLabelValues={labelValues}
        disabled={busy}
      >
        {(meta.buttons ?? []).map((button) => (
          <button
            key={button.event}
            type="button"
            className="button"
            disabled={busy}
            {...{ [WAITS_FOR_FIELDS]: true }}
            onClick={(event) => {
              if (button.submits !== true) return send({ type: button.event, data: latestData.current });
              // a second submit: the form validates as for its own submit and, when valid, sends this event.
              // Not type="submit": Enter in a field must still take the step's own submit (the default button).
              submittingEvent.current = button.event;
              event.currentTarget.form?.requestSubmit();
              // rjsf submits from a state update React commits in a microtask; a form that did not validate sends nothing
              setTimeout(() => {
                submittingEvent.current = null;
              }, 0);
            }}
          >
            {t(button.label, labelValues)}
          </button>
        ))}
      </SchemaForm>
    </BusyFieldGate>
  );
}
