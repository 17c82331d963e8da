import { assign, fromPromise } from 'xstate';
import type { AmlQuestionnaireData } from '../../api/endpoints';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { apiErrorOf, callOrThrow } from '../../stores/flow-call';
import type { FlowHostServices } from '../../ui/flow-host/flow-host-services';
import { amlPrefill, amlQuestionnairePayload, amlStartStep } from './aml-questionnaire-payload';

export interface AmlQuestionnaireContext {
  data: Record<string, unknown>;
  serverErrors: ValidationIssue[];
  notice: StoreApiError | null;
  readonlyFields: string[];
  /** 'withdrawal' when opened from withdrawal error 138 */
  openedFrom: string | null;
  attemptKey?: string | null;
}

export interface AmlQuestionnaireDeps {
  api: ApiPort;
  host: Pick<FlowHostServices, 'toFieldIssues' | 'shownFields'>;
}

type OutputEvent = { type: string; output?: unknown };
type ErrorEvent = { type: string; error: unknown };
type ActorArgs = { input: { context: AmlQuestionnaireContext }; signal: AbortSignal };

/** The AML questionnaire's own names (flows/aml-questionnaire.flow.json); form-step actions come from the engine. */
export function amlQuestionnaireImplementations(deps: AmlQuestionnaireDeps) {
  return {
    guards: {
      startsAtFunds: ({ context, event }: { context: AmlQuestionnaireContext; event: OutputEvent }) => {
        const answer = event.output as AmlQuestionnaireData | undefined;
        return answer !== undefined && amlStartStep(answer, context.openedFrom) === 'funds';
      },
      // a field of step 1 named by the server: the player is taken back there to correct it
      failsOnIdentity: ({ event }: { event: ErrorEvent }) => {
        const identityFields = deps.host.shownFields('identity');
        return deps.host.toFieldIssues(apiErrorOf(event.error)).some((issue) => identityFields.includes(issue.field.split('/')[1] ?? ''));
      },
    },
    actions: {
      prefill: assign(({ context, event }: { context: AmlQuestionnaireContext; event: OutputEvent }) => {
        const answer = event.output as AmlQuestionnaireData | undefined;
        if (!answer) return {};
        const { data, readonlyFields } = amlPrefill(answer);
        return { data: { ...data, ...context.data }, readonlyFields };
      }),
    },
    actors: {
      loadQuestionnaire: fromPromise(async ({ signal }: ActorArgs) => callOrThrow<AmlQuestionnaireData>(deps.api.call('amlQuestionnaireData', undefined, { signal }))),
      submitQuestionnaire: fromPromise(async ({ input, signal }: ActorArgs) =>
        callOrThrow(deps.api.call('submitAmlQuestionnaire', amlQuestionnairePayload(input.context.data), { signal, idempotencyKey: attemptKeyOf(input.context) })),
      ),
    },
  };
}
