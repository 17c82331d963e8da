import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { AnyEventObject } from 'xstate';
import type { FlowImplementations } from '../../engine/load-flow';
import type { RootStore } from '../../stores/root-store';
import { createHostMachine } from './create-host-machine';
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
 * failures, notices and the form-step actions are handled here once for every journey.
 */
export function FlowHost<Context, Extras>(props: FlowHostProps<Context, Extras>) {
  const { flow, implementations, input } = props;
  const [page] = useState<PageHolder>(() => ({ container: null, shownForm: null }));
  // one machine per mounted host: a new journey mounts a new host
  const [machine] = useState(() => createHostMachine(flow, implementations, { container: () => page.container, shownForm: () => page.shownForm }));
  const [snapshot, send] = useMachine(machine, input ? { input } : {});
  const containerRef = useCallback((element: HTMLDivElement | null) => void Object.assign(page, { container: element }), [page]);
  const onFormShown = useCallback((form: ShownForm) => void Object.assign(page, { shownForm: form }), [page]);

  return (
    <FlowStepView<Context, Extras>
      {...props}
      snapshot={snapshot}
      send={send as (event: AnyEventObject) => void}
      containerRef={containerRef}
      onFormShown={onFormShown}
    />
  );
}
