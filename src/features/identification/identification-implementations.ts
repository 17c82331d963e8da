import { assign, fromPromise } from 'xstate';
import type { IdentificationMethod, IdentificationResult, IdentifyData, IdentifyPayload } from '../../api/endpoint-types';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import { awaitProviderMessage, ProviderClosedError } from './await-provider-message';
import type { IdentificationContext } from './identification-context';
import type { IdentificationMethodDescriptor } from './identification-methods';
import type { IdentificationNotice } from './identification-notice';
import type { ProviderWindow } from './provider-window';
import { identificationOutcome } from './identification-outcome';
import { waitForIdentification } from './wait-for-identification';

export interface IdentificationDeps {
  method: IdentificationMethod;
  purpose: IdentifyPayload['purpose'];
  descriptor: IdentificationMethodDescriptor;
  /** the method's form is shown (its formWhen setting is on) */
  formShown: boolean;
  api: ApiPort;
  /** origins the provider pages may post from */
  providerOrigins: readonly string[];
  providerWindow: ProviderWindow;
  /** the provider frame's window once it is rendered */
  providerFrame: () => Window | null;
  /** where messages arrive */
  messageTarget: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** our origin, for the provider's postMessage target */
  returnOrigin: string;
  /** where a redirect provider sends the browser back to */
  returnUrl: () => string;
  leaveFor: (url: string) => void;
  toFieldIssues: (error: StoreApiError) => ValidationIssue[];
}

type ErrorEvent = { type: string; error: unknown };
type DataEvent = { type: string; data?: Record<string, unknown> };

class IdentificationFailure extends Error {
  constructor(readonly notice: IdentificationNotice) {
    super('identification failed');
  }
}

function noticeOf(error: unknown): { notice: IdentificationNotice | null; serverErrors: ValidationIssue[]; apiError?: StoreApiError } {
  if (error instanceof IdentificationFailure) return { notice: error.notice, serverErrors: [] };
  if (error instanceof FlowCallError) return { notice: { error: error.cause as StoreApiError }, serverErrors: [], apiError: error.cause as StoreApiError };
  if (error instanceof ProviderClosedError) return { notice: { key: 'windowClosed' }, serverErrors: [] };
  return { notice: { error: { errorCode: 0, kind: 'network' } }, serverErrors: [] };
}

/** 302: "The verification was not completed. Please try again." */
const NOT_COMPLETED: StoreApiError = { errorCode: 302, kind: 'server' };

/** The result of a finished identification, or the failure the player is shown. */
function resultOrThrow(answer: IdentificationResult): IdentificationResult {
  const outcome = identificationOutcome(answer);
  if (outcome.kind === 'result') return outcome.result;
  if (outcome.kind === 'expired') throw new IdentificationFailure({ key: 'expired' });
  throw new FlowCallError(outcome.kind === 'error' ? outcome.error : NOT_COMPLETED);
}

/** Named guards, actions and actors of flows/identification.flow.json for one method. */
export function identificationImplementations(deps: IdentificationDeps) {
  const kind = deps.descriptor.kind;
  return {
    guards: {
      skipsForm: () => deps.descriptor.skipForm === true,
      isCodeBased: () => kind === 'code',
      isRedirect: () => kind === 'redirect',
    },
    actions: {
      assignData: assign({
        data: ({ context, event }: { context: IdentificationContext; event: DataEvent }) => (event.data ? { ...context.data, ...event.data } : context.data),
      }),
      clearErrors: assign({ serverErrors: () => [] as ValidationIssue[], notice: () => null }),
      assignErrors: assign(({ event }: { event: ErrorEvent }) => {
        const { notice, apiError } = noticeOf(event.error);
        const serverErrors = apiError ? deps.toFieldIssues(apiError) : [];
        // field errors show at their fields; the notice is for everything else
        return { serverErrors, notice: serverErrors.length > 0 ? null : notice };
      }),
      assignStarted: assign({ started: ({ event }: { event: { output?: IdentifyData } }) => event.output ?? null }),
      clearStarted: assign({ started: () => null }),
      assignResult: assign({ result: ({ event }: { event: { output?: IdentificationResult } }) => event.output ?? null }),
      closeProviderWindow: () => deps.providerWindow.close(),
      leaveForProvider: ({ context }: { context: IdentificationContext }) => {
        const url = context.started?.zignSecRedirectUrl ?? context.started?.url;
        if (url) deps.leaveFor(url);
      },
    },
    actors: {
      startIdentification: fromPromise(async ({ input, signal }: { input: { context: IdentificationContext }; signal: AbortSignal }) => {
        const fields = deps.formShown ? input.context.data : {};
        const payload: IdentifyPayload = {
          ...fields,
          method: deps.method,
          purpose: deps.purpose,
          ...(kind === 'window' || kind === 'iframe' ? { returnOrigin: deps.returnOrigin } : {}),
          ...(kind === 'redirect' ? { returnUrl: deps.returnUrl() } : {}),
        };
        const answer = await deps.api.call<IdentifyData>('identify', payload, { signal });
        if (!answer.ok) throw new FlowCallError(answer.error);
        // the popup opens while the click that started this still counts as a user gesture
        if (kind === 'window' && answer.data.url) deps.providerWindow.open(answer.data.url);
        return answer.data;
      }),
      waitForIdentification: fromPromise(async ({ input, signal }: { input: { context: IdentificationContext }; signal: AbortSignal }) => {
        const token = input.context.started?.identificationToken ?? '';
        const expiresAt = Date.parse(input.context.started?.expirationTime ?? '');
        const outcome = await waitForIdentification(deps.api, token, signal, Number.isNaN(expiresAt) ? undefined : expiresAt);
        if (outcome.kind === 'expired') throw new IdentificationFailure({ key: 'expired' });
        if (outcome.kind === 'error') throw new FlowCallError(outcome.error);
        return outcome.result;
      }),
      awaitProviderMessage: fromPromise(async ({ signal }: { signal: AbortSignal }) => {
        // leaving the step any other way (Back, another method, the modal closed) closes the popup too
        signal.addEventListener('abort', () => deps.providerWindow.close(), { once: true });
        const message = await awaitProviderMessage({
          target: deps.messageTarget,
          origins: deps.providerOrigins,
          source: () => (kind === 'iframe' ? deps.providerFrame() : deps.providerWindow.opened()),
          signal,
          // a blocked popup is opened again from a click; only a popup that was open and closed ends the wait
          isClosed: kind === 'window' ? () => deps.providerWindow.closedByPlayer() : undefined,
        });
        if (message.value === 'rejected') throw new FlowCallError<StoreApiError>({ errorCode: 303, kind: 'server' });
        if (message.value === 'cancelled') throw new IdentificationFailure({ key: 'cancelled' });
        return message;
      }),
      submitIdentificationResult: fromPromise(async ({ input, signal }: { input: { context: IdentificationContext }; signal: AbortSignal }) => {
        const titanToken = input.context.started?.identificationToken ?? '';
        const answer = await deps.api.call<IdentificationResult>('identificationResult', { method: deps.method, titanToken }, { signal });
        if (!answer.ok) throw new FlowCallError(answer.error);
        return resultOrThrow(answer.data);
      }),
    },
  };
}
