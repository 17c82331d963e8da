import { useMachine } from '@xstate/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { draftTarget } from '../../engine/drafts/draft-target';
import type { LoadedVariant } from '../../engine/loaded-variant';
import type { FlowImplementations } from '../../engine/load-flow';
import { FormVariantGate } from '../../renderer/form-variant-gate';
import type { RootStore } from '../../stores/root-store';
import { createHostMachine } from './create-host-machine';
import { DraftKeeper, draftStart, type FlowDraftOptions } from './flow-draft';
import type { FlowHostServices } from './flow-host-services';
import type { FlowScreenRegistry } from './flow-screen';
import { FlowStepView, type ChildFlowViews, type ShownForm } from './flow-step-view';

export interface FlowHostProps<Context, Extras> {
  /** the flow's JSON (flows/<id>.flow.json) */
  flow: unknown;
  /** the feature's own guards, actions and actors; the shared form-step actions come from the engine */
  implementations: (host: FlowHostServices) => FlowImplementations;
  screens: FlowScreenRegistry<Context, Extras>;
  extras: Extras;
  store: RootStore;
  /** overrides the flow's initial context */
  input?: Record<string, unknown>;
  /** runtime inputs the step's form declares (`x-inputs`) */
  inputs?: Readonly<Record<string, unknown>>;
  /** interpolation values for the step's labels ("Continue with {{method}}") */
  labelValues?: Record<string, string>;
  /** how to show the steps of flows this one invokes, by invoke id */
  childFlows?: ChildFlowViews;
  /** keeps the journey's non-sensitive fields and step across a reload (session storage, versioned by the form's content hash) */
  draft?: FlowDraftOptions;
  /** told what the player types in the step's form, as they type (a live summary beside the form) */
  onFormData?: (data: Record<string, unknown>) => void;
  className?: string;
}

/** What the machine's closures read of the page as it is now; a plain holder, written by callbacks. */
interface PageHolder {
  container: HTMLElement | null;
  shownForm: ShownForm | null;
}

/**
 * Runs any flow of flows/ and shows its active step as its `meta` says: a form (the compiled
 * variant of the form the step names, its page, its submit and buttons), a screen of the
 * feature's registry, a child flow's steps, a busy status. Variant loading, drift and load
 * failures, notices, drafts and the form-step actions are handled here once for every journey.
 */
export const FlowHost = observer(function FlowHost<Context, Extras>(props: FlowHostProps<Context, Extras>) {
  const { draft, store } = props;
  if (draft === undefined) return <FlowRun {...props} />;
  // the draft is versioned by the drafted form's content hash, so that variant loads first
  return (
    <FormVariantGate
      formId={draft.form}
      settings={{ be: store.settings.be, fe: store.settings.fe }}
      onDrift={(report) => store.errorReporter.report({ kind: 'settingsDrift', message: `${draft.form} form compiled with other settings than served`, details: report })}
    >
      {(loaded) => <DraftedFlowRun {...props} draft={draft} loaded={loaded} />}
    </FormVariantGate>
  );
}) as <Context, Extras>(props: FlowHostProps<Context, Extras>) => React.JSX.Element;

function DraftedFlowRun<Context, Extras>(props: FlowHostProps<Context, Extras> & { draft: FlowDraftOptions; loaded: LoadedVariant }) {
  const { flow, draft, loaded } = props;
  const [keeper] = useState(() => new DraftKeeper(window.sessionStorage, draftTarget(draft.journey, flowIdOf(flow), loaded.variant), draft.form));
  return <FlowRun {...props} keeper={keeper} />;
}

function flowIdOf(flow: unknown): string {
  const id = typeof flow === 'object' && flow !== null ? (flow as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : 'flow';
}

function FlowRun<Context, Extras>(props: FlowHostProps<Context, Extras> & { keeper?: DraftKeeper }) {
  const { flow, implementations, input, draft, keeper } = props;
  const [page] = useState<PageHolder>(() => ({ container: null, shownForm: null }));
  // one machine per mounted host: a new journey mounts a new host
  const [machine] = useState(() => createHostMachine(flow, implementations, { container: () => page.container, shownForm: () => page.shownForm }));
  const [start] = useState(() => (keeper && draft ? draftStart(machine, input, keeper.load(), draft) : { input }));
  const [snapshot, send, actor] = useMachine(machine, start.snapshot ? { snapshot: start.snapshot } : start.input ? { input: start.input } : {});
  const containerRef = useCallback((element: HTMLDivElement | null) => void Object.assign(page, { container: element }), [page]);
  const onFormShown = useCallback((form: ShownForm) => void Object.assign(page, { shownForm: form }), [page]);
  useEffect(() => keeper?.follow(snapshot as AnyMachineSnapshot), [keeper, snapshot]);
  // leaving the screen (e.g. the layout switching across the breakpoint) hands sensitive fields to the next mount for a moment
  useEffect(() => () => keeper?.release(), [keeper]);
  const { onFormData: watch } = props;
  const onFormData = useCallback(
    (data: Record<string, unknown>) => {
      keeper?.typedOn(actor.getSnapshot() as AnyMachineSnapshot, data);
      watch?.(data);
    },
    [keeper, actor, watch],
  );

  return (
    <FlowStepView<Context, Extras>
      {...props}
      snapshot={snapshot}
      send={send as (event: AnyEventObject) => void}
      containerRef={containerRef}
      onFormShown={onFormShown}
      onFormData={keeper || watch ? onFormData : undefined}
    />
  );
}
