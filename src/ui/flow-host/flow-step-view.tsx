import { useSelector } from '@xstate/react';
import { observer } from 'mobx-react-lite';
import { createElement, useCallback, useEffect, useRef, type ReactNode, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { ApiError } from '../../api/api-error';
import { localizeApiError } from '../../api/localize-api-error';
import { flowStepMeta, type FlowStepMeta } from '../../engine/flow-step-meta';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import { AutoHidingNotice } from '../notices/auto-hiding-notice';
import type { RootStore } from '../../stores/root-store';
import { FlowForm } from './flow-form';
import { revealStep } from './host-dom';
import type { FlowScreenProps, FlowScreenRegistry } from './flow-screen';

/** The fields of the form a step shows, so server errors map onto what the player sees. */
export interface ShownForm {
  fields: (page?: string) => readonly string[];
}

/**
 * How an invoked child is shown: a child flow (e.g. the identification widget) by its own
 * screens, or an actor that is no flow (a social login popup) by a render function.
 */
export type ChildFlowView =
  | {
      // child flows have their own context and extras; the host passes them through unchanged
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      screens: FlowScreenRegistry<any, any>;
      extras: unknown;
      labelValues?: Record<string, string>;
      className?: string;
    }
  | { render: (actor: AnyActorRef) => ReactNode };
export type ChildFlowViews = Readonly<Record<string, ChildFlowView>>;

interface FlowStepViewProps<Context, Extras> {
  snapshot: AnyMachineSnapshot;
  send: (event: AnyEventObject) => void;
  screens: FlowScreenRegistry<Context, Extras>;
  extras: Extras;
  store: RootStore;
  inputs?: Readonly<Record<string, unknown>>;
  labelValues?: Record<string, string>;
  childFlows?: ChildFlowViews;
  className?: string;
  containerRef?: RefCallback<HTMLDivElement>;
  /** told which fields the step's form shows once its variant has loaded */
  onFormShown?: (form: ShownForm) => void;
  /** told what the player typed in the step's form (drafts) */
  onFormData?: (data: Record<string, unknown>) => void;
}

function formIdOf(meta: FlowStepMeta, context: Record<string, unknown>): string | undefined {
  if (meta.form !== undefined) return meta.form;
  const fromContext = meta.formFromContext !== undefined ? context[meta.formFromContext] : undefined;
  return typeof fromContext === 'string' && fromContext !== '' ? fromContext : undefined;
}

/** A screen of the registry; a name the registry lacks is a defect the content check should have caught, so it throws. */
function screenNamed<Context, Extras>(screens: FlowScreenRegistry<Context, Extras>, name: string) {
  const screen = Object.hasOwn(screens, name) ? screens[name] : undefined;
  if (screen === undefined) throw new Error(`The flow names screen "${name}", which its feature's screen registry does not have`);
  return screen;
}

/** One step of a running flow, as its state's meta describes it. */
function FlowStepViewImpl<Context, Extras>(props: FlowStepViewProps<Context, Extras>) {
  const { snapshot, send, screens, extras, store, inputs, labelValues, childFlows, className, containerRef, onFormShown, onFormData } = props;
  const { t } = useTranslation();
  const meta = flowStepMeta(snapshot.getMeta());
  const raw = snapshot.context as Record<string, unknown>;
  // the host reads only the form-step part of the context; screens get it typed by their feature
  const formContext = raw as unknown as Partial<FormStepContext<ApiError>>;
  const context = raw as unknown as Context;
  const children = snapshot.children as Record<string, AnyActorRef | undefined>;
  const screenProps: FlowScreenProps<Context, Extras> = { context, meta, send, store, extras, children };
  const formId = formIdOf(meta, raw);
  const screen = meta.screen !== undefined && formId === undefined ? screenNamed(screens, meta.screen) : undefined;
  const noticeScreen = Object.hasOwn(screens, 'notice') ? screens.notice : undefined;
  const hideAfterMs = Number(store.settings.feValue('notificationAutoHideDuration') ?? 5000);
  const child = meta.child !== undefined ? children[meta.child] : undefined;
  const childView = meta.child !== undefined ? childFlows?.[meta.child] : undefined;

  // what the player sees as one step: the form and page, or the screen, or the child (a busy
  // state of the same form is the same step); a new one is revealed once, for every flow
  const stepKey = JSON.stringify([formId ?? null, formId !== undefined ? (meta.page ?? null) : null, screen ? meta.screen : null, meta.child ?? null]);
  const element = useRef<HTMLDivElement | null>(null);
  const shownStep = useRef(stepKey);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      containerRef?.(node);
    },
    [containerRef],
  );
  useEffect(() => {
    if (shownStep.current === stepKey) return;
    shownStep.current = stepKey;
    revealStep(element.current);
  }, [stepKey]);

  return (
    <div className={className} ref={ref} aria-busy={meta.busy === true}>
      {noticeScreen ? (
        createElement(noticeScreen, screenProps)
      ) : (
        <AutoHidingNotice message={formContext.notice ? localizeApiError(formContext.notice, t) : null} hideAfterMs={hideAfterMs} />
      )}
      {(meta.before ?? []).map((name) => createElement(screenNamed(screens, name), { key: name, ...screenProps }))}
      {formId !== undefined && (
        <FlowForm
          formId={formId}
          meta={meta}
          context={formContext}
          send={send}
          store={store}
          inputs={inputs}
          labelValues={labelValues}
          onFormShown={onFormShown}
          onFormData={onFormData}
        />
      )}
      {screen && createElement(screen, screenProps)}
      {child && childView && <ChildFlow actor={child} view={childView} store={store} inputs={inputs} />}
      {meta.busy === true && meta.status !== undefined && (
        <p role="status" className="flow__status">
          {t(meta.status, labelValues)}
        </p>
      )}
      {(meta.after ?? []).map((name) => createElement(screenNamed(screens, name), { key: name, ...screenProps }))}
    </div>
  );
}

export const FlowStepView = observer(FlowStepViewImpl) as typeof FlowStepViewImpl;

interface ChildFlowProps {
  actor: AnyActorRef;
  view: ChildFlowView;
  store: RootStore;
  inputs?: Readonly<Record<string, unknown>>;
}

/** An invoked child inside the parent's step. */
function ChildFlow({ actor, view, store, inputs }: ChildFlowProps) {
  if ('render' in view) return <>{view.render(actor)}</>;
  return <ChildFlowSteps actor={actor} view={view} store={store} inputs={inputs} />;
}

/** The steps of an invoked flow. */
function ChildFlowSteps({ actor, view, store, inputs }: ChildFlowProps & { view: Exclude<ChildFlowView, { render: unknown }> }) {
  const snapshot = useSelector(actor, (current: unknown) => current as AnyMachineSnapshot);
  return (
    <FlowStepView
      snapshot={snapshot}
      send={(event) => actor.send(event)}
      screens={view.screens}
      extras={view.extras}
      store={store}
      inputs={inputs}
      labelValues={view.labelValues}
      className={view.className}
    />
  );
}
