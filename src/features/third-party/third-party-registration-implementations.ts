import { assign, fromPromise, type AnyActorLogic } from 'xstate';
import type { IdentificationMethod, IdentificationResult, RegisterData } from '../../api/endpoint-types';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import type { SessionPlayer } from '../../stores/player-types';
import type { TokenLogin } from '../../stores/session-store';
import type { RegisterCall } from '../identification/identification-methods';
import { identificationOutcome } from '../identification/identification-outcome';
import { identifiedFormData } from './identified-form-data';
import { loginTokenOf } from './third-party-login-implementations';
import { apiErrorOf, callOrThrow } from '../flow-call';

export interface ThirdPartyRegistrationContext {
  data: Record<string, unknown>;
  serverErrors: ValidationIssue[];
  notice: StoreApiError | null;
  result: IdentificationResult | null;
  /** a provider token to resolve (return from a redirect) */
  titanToken: string | null;
  registered: RegisterData | null;
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
  /** the registration form's fields the identification may fill */
  formFields: () => readonly string[];
  toFieldIssues: (error: StoreApiError) => ValidationIssue[];
  scrollToTop: () => void;
  /** step 9: the token error is kept for the site to show once the modal has closed */
  storeTokenError: (error: StoreApiError) => void;
}

type OutputEvent = { type: string; output?: unknown };
type ErrorEvent = { type: string; error: unknown };
type DataEvent = { type: string; data?: Record<string, unknown> };

/** Named guards, actions and actors of flows/third-party-registration.flow.json. */
export function thirdPartyRegistrationImplementations(deps: ThirdPartyRegistrationDeps) {
  const payloadOf = (context: ThirdPartyRegistrationContext) => ({
    ...context.data,
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
      prefillFromIdentification: assign({
        data: ({ context }: { context: ThirdPartyRegistrationContext }) => ({ ...context.data, ...identifiedFormData(context.result, deps.formFields()) }),
      }),
      assignData: assign({
        data: ({ context, event }: { context: ThirdPartyRegistrationContext; event: DataEvent }) => (event.data ? { ...context.data, ...event.data } : context.data),
      }),
      clearServerErrors: assign({ serverErrors: () => [] as ValidationIssue[], notice: () => null }),
      assignServerErrors: assign(({ event }: { event: ErrorEvent }) => {
        const apiError = apiErrorOf(event.error);
        const serverErrors = deps.toFieldIssues(apiError);
        return { serverErrors, notice: serverErrors.length > 0 ? null : apiError };
      }),
      assignNotice: assign({ notice: ({ event }: { event: ErrorEvent }) => apiErrorOf(event.error) }),
      assignRegistered: assign({ registered: ({ event }: { event: { output?: RegisterData } }) => event.output ?? null }),
      emitRegistered: ({ context }: { context: ThirdPartyRegistrationContext }) =>
        deps.session.registered(typeof context.data.email === 'string' ? context.data.email : undefined),
      storeTokenError: ({ event }: { event: ErrorEvent }) => deps.storeTokenError(apiErrorOf(event.error)),
      scrollToTop: () => deps.scrollToTop(),
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
        callOrThrow<RegisterData>(deps.api.call(deps.registerCall, payloadOf(input.context), { signal })),
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
