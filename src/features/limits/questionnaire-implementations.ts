import { assign, fromPromise, type AnyEventObject } from 'xstate';
import type { QuestionnaireResult } from '../../api/endpoints';
import { PGSI_QUESTIONS, type PgsiQuestion } from '../../engine/limits/pgsi-score';
import type { ApiPort } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { callOrThrow } from '../../stores/flow-call';
import type { QuestionnaireContext } from './questionnaire-context';

type Input = { input: { context: QuestionnaireContext }; signal: AbortSignal };

/** The form's answers ("0"–"3") as the numbers the platform takes. */
export function questionnaireAnswers(data: Record<string, unknown>): Record<PgsiQuestion, number> {
  return Object.fromEntries(PGSI_QUESTIONS.map((question) => [question, Number(data[question])])) as Record<PgsiQuestion, number>;
}

/** The actors and actions of flows/rg-questionnaire.flow.json: the answers recorded with the attempt's idempotency key. */
export function questionnaireImplementations(api: ApiPort) {
  return {
    guards: {},
    actions: {
      assignResult: assign({ result: ({ event }: { event: AnyEventObject }) => (event as { output?: QuestionnaireResult }).output ?? null }),
      restart: assign({ data: () => ({}), result: () => null }),
    },
    actors: {
      submitQuestionnaire: fromPromise(({ input, signal }: Input) =>
        callOrThrow(api.call('submitQuestionnaire', { answers: questionnaireAnswers(input.context.data) }, { signal, idempotencyKey: attemptKeyOf(input.context) })),
      ),
    },
  };
}
