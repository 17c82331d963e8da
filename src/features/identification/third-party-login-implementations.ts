import { assign, fromPromise, type AnyActorLogic } from 'xstate';
import type { IdentificationResult } from '../../api/endpoints';
import { FlowCallError } from '../../engine/flow-call-error';
import type { StoreApiError } from '../../stores/api-port';
import type { TokenLogin } from '../../stores/session-store';
import type { ExternalData } from '../../stores/external-data-store';
import { apiErrorOf } from '../../stores/flow-call';

export interface ThirdPartyLoginContext {
  result: IdentificationResult | null;
  notice: StoreApiError | null;
}

export interface ThirdPartyLoginDeps {
  method: string;
  /** the identification widget's flow, or a social login popup; its output is the result */
  identification: AnyActorLogic;
  /** social logins log in with the provider's token (tokenProvider google, facebook, apple) */
  tokenProvider?: string;
  session: { loginByToken(token: TokenLogin): Promise<{ ok: true } | { ok: false; error: StoreApiError }> };
  /** opens the registration, with the external data when the identification left any */
  startRegistration: (data: ExternalData | null) => void;
}

type OutputEvent = { type: string; output?: unknown };
type ErrorEvent = { type: string; error: unknown };

const NOT_REGISTERED = 110;

/** The token that logs the identified person in: an authorizationToken first (spec 1 §4), then the loginToken. */
export function loginTokenOf(result: IdentificationResult | null): string | undefined {
  return result?.details?.authorizationToken ?? result?.loginToken;
}

/** The third-party login flow's own names (flows/third-party-login.flow.json); form-step actions come from the engine. */
export function thirdPartyLoginImplementations(deps: ThirdPartyLoginDeps) {
  return {
    guards: {
      canLogInWithToken: ({ event }: { event: OutputEvent }) => loginTokenOf((event.output as IdentificationResult | undefined) ?? null) !== undefined,
      isNotRegistered: ({ event }: { event: ErrorEvent }) => apiErrorOf(event.error).errorCode === NOT_REGISTERED,
    },
    actions: {
      assignResult: assign({
        result: ({ event }: { event: OutputEvent }) => (event.output as IdentificationResult | undefined) ?? null,
        notice: () => null,
      }),
      clearResult: assign({ result: () => null, notice: () => null }),
      startRegistration: ({ context }: { context: ThirdPartyLoginContext }) => {
        const result = context.result ?? {};
        // nothing identified (a social account): the regular registration, without external data
        if (result.registrationToken === undefined && result.details === undefined) {
          deps.startRegistration(null);
          return;
        }
        // the authorization token was spent on the login attempt: it is cleared from the external data
        const details = result.details ? { ...result.details, authorizationToken: undefined } : undefined;
        deps.startRegistration({ method: deps.method, result: { ...result, details, loginToken: undefined } });
      },
    },
    actors: {
      identification: deps.identification,
      loginWithToken: fromPromise(async ({ input }: { input: { context: ThirdPartyLoginContext } }) => {
        const token = loginTokenOf(input.context.result);
        const answer = await deps.session.loginByToken({ t: token ?? '', ...(deps.tokenProvider ? { tokenProvider: deps.tokenProvider } : {}) });
        if (!answer.ok) throw new FlowCallError(answer.error);
      }),
    },
  };
}
