import type { ComponentType } from 'react';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import type { FlowStepMeta } from '../../engine/flow-step-meta';
import type { RootStore } from '../../stores/root-store';

/** What the host hands every screen of a flow: the flow's context, the step's meta and a way to send events. */
export interface FlowScreenProps<Context, Extras> {
  context: Context;
  meta: FlowStepMeta;
  send: (event: AnyEventObject) => void;
  store: RootStore;
  /** what the feature hands its own screens (closing the modal, links, the method being used…) */
  extras: Extras;
  /** actors the flow invoked, by invoke id */
  children: Readonly<Record<string, AnyActorRef | undefined>>;
}

export type FlowScreen<Context, Extras> = ComponentType<FlowScreenProps<Context, Extras>>;

/**
 * A feature's screens by the name flows use in `meta.screen`, `meta.before` and `meta.after`.
 * `notice` is special: when present it renders the context's notice instead of the host's
 * default text of a failed call. The names are listed in src/features/flow-implementation-names.ts
 * so the content check proves every name a flow uses.
 */
export type FlowScreenRegistry<Context, Extras> = Readonly<Record<string, FlowScreen<Context, Extras>>>;
