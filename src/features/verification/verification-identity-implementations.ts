import { assign, fromPromise, type AnyActorLogic } from 'xstate';
import type { IdentificationMethod, IdentificationResult, VerifyIdentityData } from '../../api/endpoints';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import { apiErrorOf, callOrThrow } from '../../stores/flow-call';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import type { TokenLogin } from '../../stores/session-store';

/** 305: the limit of automatic validation attempts is reached — the manual upload is offered (spec 1 §8). */
export const AUTOMATIC_LIMIT_REACHED = 305;
/** 310: verification is not possible any more (attempts exhausted) — the player is sent to support. */
export const ATTEMPTS_EXHAUSTED = 310;

export interface VerificationIdentityContext {
  data: Record<string, unknown>;
  serverErrors: unknown[];
  notice: StoreApiError | null;
  result: IdentificationResult | null;
  attemptKey?: string | null;
}

export interface VerificationIdentityDeps {
  method: IdentificationMethod;
  /** the identification widget's flow for the method (composed by the app from the identification feature) */
  identification: AnyActorLogic;
  api: ApiPort;
  session: {
    readonly loggedIn: boolean;
    loginByToken(token: TokenLogin): Promise<{ ok: true } | { ok: false; error: StoreApiError }>;
  };
  /** reloads the player's details after a verification (the menu's onlyUnverified items, banners) */
  refreshPlayer: () => void;
  /**
   * A redirect method (zignSec) came back to the page from its provider: resolves that return to the
   * identification, or rejects with the failure to show (composed by the app from the identification feature)
   */
  resolveProviderReturn?: ((signal: AbortSignal) => Promise<IdentificationResult>) | null;
}

type OutputEvent = { type: string; output?: unknown };
type ErrorEvent = { type: string; error: unknown };
type Args = { context: VerificationIdentityContext };

/** The token the identification answered for a registered person (an authorizationToken first, as at login). */
function loginTokenOf(result: IdentificationResult | null): string | undefined {
  return result?.details?.authorizationToken ?? result?.loginToken;
}

/** What the verification call sends: the method and the identification's token, never the details themselves. */
export function verifyIdentityPayload(method: IdentificationMethod, result: IdentificationResult | null) {
  const loginToken = loginTokenOf(result);
  return {
    method,
    ...(result?.registrationToken ? { registrationToken: result.registrationToken } : {}),
    ...(loginToken !== undefined && !result?.registrationToken ? { loginToken } : {}),
  };
}

/** The identity verification flow's own names (flows/verification-identity.flow.json); form-step actions come from the engine. */
export function verificationIdentityImplementations(deps: VerificationIdentityDeps) {
  return {
    guards: {
      hasProviderReturn: () => typeof deps.resolveProviderReturn === 'function',
      // a visitor the provider knows as a player: verified already (spec 1 §4); autoLogin logs in at once
      canLogInAtOnce: ({ context }: Args) =>
        !deps.session.loggedIn && loginTokenOf(context.result) !== undefined && (context.result?.autoLogin === true || context.result?.details?.authorizationToken !== undefined),
      isVerifiedAlready: ({ context }: Args) => !deps.session.loggedIn && loginTokenOf(context.result) !== undefined,
      isAutomaticLimitReached: ({ event }: { event: ErrorEvent }) => apiErrorOf(event.error).errorCode === AUTOMATIC_LIMIT_REACHED,
      isAttemptsExhausted: ({ event }: { event: ErrorEvent }) => apiErrorOf(event.error).errorCode === ATTEMPTS_EXHAUSTED,
    },
    actions: {
      assignResult: assign({ result: ({ event }: { event: OutputEvent }) => (event.output as IdentificationResult | undefined) ?? null }),
      clearResult: assign({ result: () => null }),
      refreshPlayer: () => deps.refreshPlayer(),
    },
    actors: {
      identification: deps.identification,
      resolveProviderReturn: fromPromise(async ({ signal }: { signal: AbortSignal }) => {
        if (!deps.resolveProviderReturn) throw new FlowCallError({ errorCode: 302, kind: 'server' });
        return deps.resolveProviderReturn(signal);
      }),
      verifyIdentity: fromPromise(async ({ input, signal }: { input: { context: VerificationIdentityContext }; signal: AbortSignal }) =>
        callOrThrow<VerifyIdentityData>(
          deps.api.call('verifyIdentity', verifyIdentityPayload(deps.method, input.context.result), { signal, idempotencyKey: attemptKeyOf(input.context) }),
        ),
      ),
      loginWithToken: fromPromise(async ({ input }: { input: { context: VerificationIdentityContext } }) => {
        const answer = await deps.session.loginByToken({ t: loginTokenOf(input.context.result) ?? '' });
        if (!answer.ok) throw new FlowCallError(answer.error);
      }),
    },
  };
}
