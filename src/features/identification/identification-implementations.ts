import { assign, fromPromise } from 'xstate';
import type { IdentificationMethod, IdentificationResult, IdentifyData, IdentifyPayload } from '../../api/endpoints';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import { ChannelEndedError, openChannel, type Channel, type MessageTarget } from '../../bridge/open-channel';
import type { ProviderWindow } from '../../bridge/provider-window';
import type { IdentificationContext } from './identification-context';
import type { IdentificationMethodDescriptor } from './identification-methods';
import type { IdentificationNotice } from './identification-notice';
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
  /** where messages arrive (the app window; an EventTarget in tests) */
  messageTarget?: MessageTarget;
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
  if (error instanceof ChannelEndedError && error.reason === 'window-closed') return { notice: { key: 'windowClosed' }, serverErrors: [] };
  if (error instanceof ChannelEndedError && error.reason === 'timeout') return { notice: { key: 'expired' }, serverErrors: [] };
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

/**
 * How long a provider popup or frame may take before the attempt ends as expired: the provider
 * decides its own session length, this only guarantees the app stops listening some day.
 */
export const PROVIDER_CHANNEL_TIMEOUT_MS = 30 * 60_000;

/** Named guards, actions and actors of flows/identification.flow.json for one method. */
export function identificationImplementations(deps: IdentificationDeps) {
  const kind = deps.descriptor.kind;
  /** the provider bridge channel of the current attempt (window and iframe methods) */
  let attempt: { channel: Channel<'identification'>; controller: AbortController } | null = null;
  /** ends the attempt's channel: stops listening and closes its popup */
  const endAttempt = () => {
    attempt?.controller.abort();
    attempt = null;
  };
  /** a channel to the provider page of `url`: the popup opens now (still inside the click), a frame renders `channel.url` */
  const openAttempt = (url: string): Channel<'identification'> => {
    endAttempt();
    const controller = new AbortController();
    const channel = openChannel({
      kind: 'identification',
      target: kind === 'iframe' ? { type: 'frame', window: deps.providerFrame } : { type: 'popup', popup: deps.providerWindow },
      url,
      allowedOrigins: deps.providerOrigins,
      timeoutMs: PROVIDER_CHANNEL_TIMEOUT_MS,
      signal: controller.signal,
      messageTarget: deps.messageTarget,
    });
    attempt = { channel, controller };
    return channel;
  };
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
      closeProviderWindow: () => {
        endAttempt();
        deps.providerWindow.close();
      },
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
        if ((kind === 'window' || kind === 'iframe') && answer.data.url) {
          // the popup opens while the click that started this still counts as a user gesture; the
          // URL carries the channel nonce, so the frame, the "Open the window" button and the
          // popup all load the page this channel expects
          return { ...answer.data, url: openAttempt(answer.data.url).url };
        }
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
        const current = attempt;
        if (current === null) throw new FlowCallError(NOT_COMPLETED);
        // leaving the step any other way (Back, another method, the modal closed) closes the popup too
        signal.addEventListener('abort', () => {
          if (attempt === current) endAttempt();
          deps.providerWindow.close();
        }, { once: true });
        const message = await current.channel.next();
        // one answer per attempt: stop listening; the provider closes its own popup
        current.channel.stop();
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
