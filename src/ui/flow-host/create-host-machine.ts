import type { AnyStateMachine } from 'xstate';
import { fieldErrorsFromApiError } from '../../api/field-errors-from-api-error';
import { newIdempotencyKey } from '../../engine/idempotency-key';
import { withFormStepActions } from '../../engine/flow-host/with-form-step-actions';
import { loadFlow, type FlowImplementations } from '../../engine/load-flow';
import { apiErrorOf } from '../../stores/flow-call';
import type { FlowHostServices } from './flow-host-services';
import type { ShownForm } from './flow-step-view';
import { focusFirstInvalid, scrollStepToTop } from './host-dom';

/** Where the host's step is on the page and which form it shows now (both change while the flow runs). */
export interface HostPage {
  container: () => HTMLElement | null;
  shownForm: () => ShownForm | null;
}

/** The flow's machine with the feature's implementations and the shared form-step actions bound to this host. */
export function createHostMachine(flow: unknown, implementations: (host: FlowHostServices) => FlowImplementations, page: HostPage): AnyStateMachine {
  const shownFields = (formPage?: string) => page.shownForm()?.fields(formPage) ?? [];
  const services: FlowHostServices = {
    toFieldIssues: (error) => fieldErrorsFromApiError(error, { knownFields: page.shownForm() ? shownFields() : undefined }),
    shownFields,
    scrollToTop: () => scrollStepToTop(page.container()),
  };
  const all = withFormStepActions(implementations(services), {
    failureOf: apiErrorOf,
    toFieldIssues: services.toFieldIssues,
    scrollToTop: services.scrollToTop,
    focusFirstError: () => focusFirstInvalid(page.container()),
    newAttemptKey: newIdempotencyKey,
    isAnswered: (failure) => failure.kind === 'server',
  });
  return loadFlow(flow, all);
}
