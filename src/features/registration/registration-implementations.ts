import { assign, fromPromise } from 'xstate';
import type { SessionPlayer } from '../../stores/player-types';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import type { AlreadyRegistered, RegistrationContext, RegistrationData, RegistrationResult } from './registration-context';
import { apiErrorOf, callOrThrow } from '../../stores/flow-call';
import { attemptKeyOf } from '../../stores/attempt-key-of';

export interface RegistrationDeps {
  api: ApiPort;
  /** logs the new player in when the platform answers autoLogin, and emits REGISTERED */
  session: {
    acceptLogin(player: SessionPlayer): Promise<unknown>;
    registered(email?: string): void;
  };
  /** mobile layout: one step without the stepper */
  isSingleStep: () => boolean;
  /** settings fe.registration.pepConfirmation */
  pepConfirmationEnabled: () => boolean;
  /** fields shown on the details page, so a server error goes back to the step that shows it */
  detailsFields: () => readonly string[];
  toFieldIssues: (error: StoreApiError) => ValidationIssue[];
  /** the registration e-mail kept in local storage until REGISTERED is emitted (spec 1 §4) */
  emailStore: { remember(email: string): void; take(): string | undefined };
}

/** The platform's "This e-mail address is already registered." */
const ALREADY_REGISTERED = 105;

interface ContextInput {
  context: RegistrationContext;
  page?: string;
}

type DataEvent = { type: string; data?: RegistrationData };
type ErrorEvent = { type: string; error: unknown };

/** The registration flow's own names (flows/registration.flow.json); the form-step actions come from the engine. */
export function registrationImplementations(deps: RegistrationDeps) {
  return {
    guards: {
      isSingleStep: () => deps.isSingleStep(),
      needsPepConfirmation: ({ context, event }: { context: RegistrationContext; event: DataEvent }) =>
        deps.pepConfirmationEnabled() && ({ ...context.data, ...event.data }).publicPerson === true,
      registeredWithAutoLogin: ({ event }: { event: { output?: RegistrationResult } }) =>
        event.output?.autoLogin === true && event.output.player !== undefined,
      // 105 after an unanswered submission of this flow: the earlier submission most likely registered the player
      alreadyRegisteredAfterTimeout: ({ context, event }: { context: RegistrationContext; event: ErrorEvent }) => {
        const failure = apiErrorOf(event.error);
        return context.timedOut === true && failure.kind === 'server' && String(failure.errorCode) === String(ALREADY_REGISTERED);
      },
      errorsBelongToDetails: ({ event }: { event: ErrorEvent }) => {
        const details = new Set(deps.detailsFields());
        return deps.toFieldIssues(apiErrorOf(event.error)).some((issue) => details.has(issue.field.replace(/^\//, '').split('/')[0] ?? ''));
      },
    },
    actions: {
      setPublicPerson: assign({
        data: ({ context }: { context: RegistrationContext }, params: { value: boolean }) => ({
          ...context.data,
          publicPerson: params.value,
        }),
      }),
      assignResult: assign({
        result: ({ event }: { event: { output?: RegistrationResult } }) => event.output ?? null,
      }),
      emitRegistered: () => deps.session.registered(deps.emailStore.take()),
      // a key left from the last submission means it got no answer (time-out, lost connection, a reload during the call: the draft kept it)
      rememberUnansweredAttempt: assign({
        timedOut: ({ context }: { context: RegistrationContext }) => context.timedOut === true || typeof context.attemptKey === 'string',
      }),
      forgetTimeout: assign({ timedOut: () => false, alreadyRegistered: () => null }),
      assignAlreadyRegistered: assign({
        alreadyRegistered: ({ event }: { event: ErrorEvent }): AlreadyRegistered => ({
          activationRequired: apiErrorOf(event.error).errorDetails?.activationRequired === true,
        }),
      }),
    },
    actors: {
      validateRegistration: fromPromise(async ({ input, signal }: { input: ContextInput; signal: AbortSignal }) =>
        callOrThrow(deps.api.call('validateRegistration', { ...input.context.data, step: input.page }, { signal })),
      ),
      registerPlayer: fromPromise(async ({ input, signal }: { input: ContextInput; signal: AbortSignal }) => {
        const email = input.context.data.email;
        if (typeof email === 'string') deps.emailStore.remember(email);
        try {
          const idempotencyKey = attemptKeyOf(input.context);
          return await callOrThrow<RegistrationResult>(deps.api.call('register', input.context.data, { signal, idempotencyKey }));
        } catch (error) {
          // a failed registration keeps nothing about the player in the browser
          deps.emailStore.take();
          throw error;
        }
      }),
      loginAfterRegistration: fromPromise(async ({ input }: { input: ContextInput }) => {
        const player = input.context.result?.player;
        if (player) await deps.session.acceptLogin(player);
      }),
    },
  };
}
