import { fromPromise, type AnyActorLogic } from 'xstate';
import type { IdentificationResult } from '../../api/endpoint-types';
import { FlowCallError } from '../../engine/flow-call-error';
import type { StoreApiError } from '../../stores/api-port';
import { abortError } from '../identification/await-provider-message';
import { isFromTrustedProvider, parseSocialLoginMessage } from '../identification/provider-message';
import { createProviderWindow, type ProviderWindowHost } from '../identification/provider-window';

export interface SocialLoginOptions {
  provider: string;
  providerOrigin: string;
  /** our origin, the only one the popup posts its answer to */
  returnOrigin: string;
  /** extra popup parameters from content (Facebook SDK version and scope) */
  params?: Record<string, string>;
  host: ProviderWindowHost;
  messageTarget: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  nonce: () => string;
}

export interface SocialLogin {
  /** opens the provider popup; call it from the click so the browser allows it */
  open(): boolean;
  /** waits for the popup's answer; its output is an identification result with the loginToken */
  logic: AnyActorLogic;
}

/**
 * A social login adapter (Google, Facebook, Apple): the provider's popup on its own origin, a
 * `state` nonce per attempt, and an answer accepted only from that origin, that popup and that
 * nonce. The token then logs in with `tokenProvider` (spec 1 §4, §9).
 */
export function createSocialLogin(options: SocialLoginOptions): SocialLogin {
  const popup = createProviderWindow(options.host, `social-login-${options.provider}`);
  let state = '';
  const open = (): boolean => {
    state = options.nonce();
    const query = new URLSearchParams({ provider: options.provider, returnOrigin: options.returnOrigin, state, ...options.params });
    return popup.open(`${options.providerOrigin}/social-login.html?${query.toString()}`);
  };
  const logic = fromPromise<IdentificationResult>(
    ({ signal }) =>
      new Promise((resolve, reject) => {
        // a popup the player closes without answering ends the attempt like a cancel
        const closedCheck = setInterval(() => {
          if (!popup.closedByPlayer()) return;
          stop();
          reject(new FlowCallError<StoreApiError>({ errorCode: 302, kind: 'server' }));
        }, 500);
        const stop = () => {
          clearInterval(closedCheck);
          options.messageTarget.removeEventListener('message', onMessage as EventListener);
          signal.removeEventListener('abort', onAbort);
        };
        const onMessage = (event: MessageEvent) => {
          if (!isFromTrustedProvider(event, { origins: [options.providerOrigin], source: popup.opened() })) return;
          const answer = parseSocialLoginMessage(event.data, options.provider, state);
          if (answer === null) return;
          stop();
          if (answer.value === 'done' && answer.token) resolve({ loginToken: answer.token });
          else reject(new FlowCallError<StoreApiError>({ errorCode: 302, kind: 'server' }));
        };
        const onAbort = () => {
          stop();
          popup.close();
          reject(abortError(signal));
        };
        options.messageTarget.addEventListener('message', onMessage as EventListener);
        signal.addEventListener('abort', onAbort);
      }),
  );
  return { open, logic };
}
