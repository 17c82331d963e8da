import { assign, fromPromise, type AnyActorLogic } from 'xstate';
import type { IdentificationMethod, IdentificationResult, RegisterData } from '../../api/endpoints';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import type { SessionPlayer } from '../../stores/player-types';
import type { TokenLogin } from '../../stores/session-store';
import type { RegisterCall } from './identification-methods';
import { identificationOutcome } from './identification-outcome';
import { identifiedFormData } from './identified-form-data';
import { loginTokenOf } from './third-party-login-implementations';
import { apiErrorOf, callOrThrow } from '../../stores/flow-call';
import { attemptKeyOf } from '../../stores/attempt-key-of';

export interface ThirdPartyRegistrationContext {
  data: Record<string, unknown>;
  serverErrors: ValidationIssue[];
  notice: StoreApiError | null;
  result: IdentificationResult | null;
  /** a provider token to resolve (return from a redirect) */
  titanToken: string | null;
  registered: RegisterData | null;
  /** the idempotency key of the registration attempt */
  attemptKey?: string | null;
  /** the identified fields, shown read-only in the registration form */
  readonlyFields?: string[];
}

export interface ThirdPartyRegistrationDeps {
  method: string;
  registerCall: RegisterCall;
  identification: AnyActorLogic;
  api: ApiPort;
  session: {
    loginByToken(token: TokenLogin): Promise<{ ok: true } | { ok: false; error: StoreApiError }>;
    acceptLogin(player: SessionPlayer): Promise<unknown>;
    registered(email?: string): void;
  };
  /** the fields of the registration form the player was shown (only they are sent) */
  formFields: () => readonly string[];
  /** step 9: the token error is kept for the site to show once the modal has closed */
  storeTokenError: (error: StoreApiError) => void;
}

type OutputEvent = { type: string; output?: unknown };
type ErrorEvent = { type: string; error: unknown };

function onlyFields(data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([name]) => fields.includes(name)));
}

/** The third-party registration flow's own names (flows/third-party-registration.flow.json); form-step actions come from the engine. */
export function thirdPartyRegistrationImplementations(deps: ThirdPartyRegistrationDeps) {
  const payloadOf = (context: ThirdPartyRegistrationContext) => ({
    ...onlyFields(context.data, deps.formFields()),
    ...identifiedFormData(context.result, deps.formFields()),
    method: deps.method,
    ...(context.result?.registrationToken ? { registrationToken: context.result.registrationToken } : {}),
  });
  return {
    guards: {
      hasResult: ({ context }: { context: ThirdPartyRegistrationContext }) => context.result !== null,
      hasTitanToken: ({ context }: { context: ThirdPartyRegistrationContext }) => context.titanToken !== null,
      canLogInAtOnce: ({ context }: { context: ThirdPartyRegistrationContext }) =>
        context.result?.details?.authorizationToken !== undefined || (context.result?.loginToken !== undefined && context.result.autoLogin === true),
      hasLoginToken: ({ context }: { context: ThirdPartyRegistrationContext }) => context.result?.loginToken !== undefined,
      registeredWithAutoLogin: ({ event }: { event: { output?: RegisterData } }) => event.output?.autoLogin === true && event.output.player !== undefined,
    },
    actions: {
      assignResult: assign({ result: ({ event }: { event: OutputEvent }) => (event.output as IdentificationResult | undefined) ?? null }),
      // the form is not loaded yet: every identified detail is kept, and the form shows those it has
      prefillFromIdentification: assign(({ context }: { context: ThirdPartyRegistrationContext }) => {
        const identified = identifiedFormData(context.result);
        return { data: { ...context.data, ...identified }, readonlyFields: Object.keys(identified) };
      }),
      assignRegistered: assign({ registered: ({ event }: { event: { output?: RegisterData } }) => event.output ?? null }),
      emitRegistered: ({ context }: { context: ThirdPartyRegistrationContext }) =>
        deps.session.registered(typeof context.data.email === 'string' ? context.data.email : undefined),
      storeTokenError: ({ event }: { event: ErrorEvent }) => deps.storeTokenError(apiErrorOf(event.error)),
    },
    actors: {
      identification: deps.identification,
      resolveIdentificationToken: fromPromise(async ({ input, signal }: { input: { context: ThirdPartyRegistrationContext }; signal: AbortSignal }) => {
        const answer = await callOrThrow<IdentificationResult>(
          deps.api.call('identificationResult', { method: deps.method as IdentificationMethod, titanToken: input.context.titanToken ?? '' }, { signal }),
        );
        const outcome = identificationOutcome(answer);
        if (outcome.kind === 'result') return outcome.result;
        // expired or unfinished: 302, "The verification was not completed. Please try again."
        throw new FlowCallError<StoreApiError>(outcome.kind === 'error' ? outcome.error : { errorCode: 302, kind: 'server' });
      }),
      validateRegistration: fromPromise(async ({ input, signal }: { input: { context: ThirdPartyRegistrationContext }; signal: AbortSignal }) =>
        callOrThrow(deps.api.call('validateRegistration', payloadOf(input.context), { signal })),
      ),
      registerWithMethod: fromPromise(async ({ input, signal }: { input: { context: ThirdPartyRegistrationContext }; signal: AbortSignal }) =>
        callOrThrow<RegisterData>(deps.api.call(deps.registerCall, payloadOf(input.context), { signal, idempotencyKey: attemptKeyOf(input.context) })),
      ),
      loginAfterRegistration: fromPromise(async ({ input }: { input: { context: ThirdPartyRegistrationContext } }) => {
        const player = input.context.registered?.player;
        if (player) await deps.session.acceptLogin(player);
      }),
      loginWithToken: fromPromise(async ({ input }: { input: { context: ThirdPartyRegistrationContext } }) => {
        const answer = await deps.session.loginByToken({ t: loginTokenOf(input.context.result) ?? '' });
        if (!answer.ok) throw new FlowCallError(answer.error);
      }),
    },
  };
}
