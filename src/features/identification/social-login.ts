import { fromPromise, type AnyActorLogic } from 'xstate';
import type { IdentificationResult } from '../../api/endpoints';
import { ChannelEndedError, openChannel, type Channel, type MessageTarget } from '../../bridge/open-channel';
import { createProviderWindow, type ProviderWindowHost } from '../../bridge/provider-window';
import { FlowCallError } from '../../engine/flow-call-error';
import type { StoreApiError } from '../../stores/api-port';

export interface SocialLoginOptions {
  provider: string;
  providerOrigin: string;
  /** our origin, the only one the popup posts its answer to */
  returnOrigin: string;
  /** extra popup parameters from content (Facebook SDK version and scope) */
  params?: Record<string, string>;
  host: ProviderWindowHost;
  /** where messages arrive (the app window; an EventTarget in tests) */
  messageTarget?: MessageTarget;
  // no nonce option: the bridge makes the state (crypto.getRandomValues, the shape the schema checks)
}

export interface SocialLogin {
  /** opens the provider popup of the running attempt; call it from the click so the browser allows it */
  open(): boolean;
  /** waits for the popup's answer; its output is an identification result with the loginToken */
  logic: AnyActorLogic;
}

/** How long the bridge listens for the popup's answer. */
export const SOCIAL_LOGIN_TIMEOUT_MS = 30 * 60_000;

/** 302: "The verification was not completed. Please try again." */
const NOT_COMPLETED = () => new FlowCallError<StoreApiError>({ errorCode: 302, kind: 'server' });

/**
 * A social login adapter (Google, Facebook, Apple) on the provider bridge: the provider's popup
 * on its own origin, a channel per attempt whose nonce is the OAuth-style `state`, and an answer
 * accepted only from that origin, that popup, that state and that provider. The token then logs
 * in with `tokenProvider` (spec 1 §4, §9).
 */
export function createSocialLogin(options: SocialLoginOptions): SocialLogin {
  const popup = createProviderWindow(options.host, `social-login-${options.provider}`);
  const query = new URLSearchParams({ provider: options.provider, returnOrigin: options.returnOrigin, ...options.params });
  const url = `${options.providerOrigin}/social-login.html?${query.toString()}`;
  let channel: Channel<'social-login'> | null = null;
  const logic = fromPromise<IdentificationResult>(async ({ signal }) => {
    const current = openChannel({
      kind: 'social-login',
      // the popup opens from the player's click (open below), after this wait started
      target: { type: 'popup', popup, openNow: false },
      url,
      allowedOrigins: [options.providerOrigin],
      timeoutMs: SOCIAL_LOGIN_TIMEOUT_MS,
      signal,
      accept: (message) => message.provider === options.provider,
      messageTarget: options.messageTarget,
    });
    channel = current;
    try {
      const answer = await current.next();
      current.stop();
      if (answer.value === 'done' && answer.token) return { loginToken: answer.token };
      throw NOT_COMPLETED();
    } catch (error) {
      // a popup the player closes without answering (or one left open too long) ends the attempt like a cancel
      if (error instanceof ChannelEndedError && error.reason !== 'aborted') throw NOT_COMPLETED();
      throw error;
    } finally {
      if (channel === current) channel = null;
    }
  });
  return { open: () => channel?.open() ?? false, logic };
}
