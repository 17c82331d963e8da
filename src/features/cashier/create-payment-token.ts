import type { ApiError } from '../../api/api-error';
import { ChannelEndedError, openChannel, providerOrigins, type OpenChannelOptions } from '../../bridge';
import { FlowCallError } from '../../engine/flow-call-error';

/** The PaymentGatewayException of a refused token (spec 2 §8 "119 with subcode"). */
export const TOKEN_REFUSED_CODE = 119;

/** How long the hidden token frame may take before the deposit gives up (the processor answers at once). */
export const TOKEN_FRAME_TIMEOUT_MS = 30_000;

export interface PaymentTokenRequest {
  providerId: number;
  methodId: number;
  /** with two decimals */
  amount: string;
  currency: string;
  /** getPreDepositInfo's parameters (spec 2 §4), passed to the frame in its address */
  preDeposit?: readonly { name: string; value: string }[];
  signal: AbortSignal;
  /** the app origin the frame answers to; location.origin by default */
  returnOrigin?: string;
  /** where the frame is added (document.body by default) and where its messages arrive (tests) */
  parent?: Node;
  messageTarget?: OpenChannelOptions<'payment-token'>['messageTarget'];
}

/** A pre-deposit parameter's name: a plain identifier that cannot replace what the app itself sets. */
const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const RESERVED = new Set(['amount', 'currency', 'returnOrigin']);
const MAX_PARAM_VALUE = 256;

/**
 * The token flow of spec 2 §4 (methods 900006, 400001, 400003, 1010001): the processor's hidden
 * frame `/interfaces/{provider}-{methodId}.html` on the provider origin, heard through the provider
 * bridge (exact origin, that frame's window, the channel nonce, the payment-token schema), with
 * the pre-deposit parameters in its address when the method asked for them (others' names only).
 * createPaymentToken resolves with the token fields the deposit payload takes;
 * errorCreatePaymentToken rejects with the platform's 119 (PaymentGatewayException) and its
 * subcode; no answer in time rejects with a time-out. The frame is removed in every case.
 */
export async function createPaymentToken(request: PaymentTokenRequest): Promise<Record<string, string>> {
  const origins = providerOrigins();
  const url = new URL(`/interfaces/${request.providerId}-${request.methodId}.html`, origins[0]);
  url.searchParams.set('amount', request.amount);
  url.searchParams.set('currency', request.currency);
  url.searchParams.set('returnOrigin', request.returnOrigin ?? location.origin);
  for (const { name, value } of request.preDeposit ?? []) {
    if (PARAM_NAME.test(name) && !RESERVED.has(name) && value.length <= MAX_PARAM_VALUE) url.searchParams.set(name, value);
  }
  const channel = openChannel({
    kind: 'payment-token',
    target: { type: 'hidden-frame', title: 'payment token', ...(request.parent ? { parent: request.parent } : {}) },
    url: url.href,
    allowedOrigins: origins,
    timeoutMs: TOKEN_FRAME_TIMEOUT_MS,
    signal: request.signal,
    ...(request.messageTarget ? { messageTarget: request.messageTarget } : {}),
  });
  try {
    const message = await channel.next();
    if (message.type === 'createPaymentToken' && message.fields) return { ...message.fields };
    const refused: ApiError = {
      kind: 'server',
      errorCode: TOKEN_REFUSED_CODE,
      error: 'PaymentGatewayException',
      ...(message.subCode !== undefined ? { errorSubCode: message.subCode } : {}),
      ...(message.error !== undefined ? { errorSubMessage: message.error } : {}),
    };
    throw new FlowCallError(refused);
  } catch (error) {
    if (error instanceof ChannelEndedError && error.reason === 'timeout') throw new FlowCallError({ kind: 'timeout', errorCode: 0 } satisfies ApiError);
    throw error;
  } finally {
    channel.close();
  }
}
