import type { ApiError } from '../../api/api-error';
import { ChannelEndedError, openChannel, providerOrigins, type OpenChannelOptions } from '../../bridge';
import { FlowCallError } from '../../engine/flow-call-error';

/** spec 2 §9: the encryption frame has 5 seconds before the submit gives up. */
export const ENCRYPTION_TIMEOUT_MS = 5_000;

export interface EncryptFieldsRequest {
  /** the fields' encryptionType: the page /interfaces/encryption/{type}.html */
  encryptionType: string;
  /** field name → the value typed */
  values: Readonly<Record<string, string>>;
  signal: AbortSignal;
  returnOrigin?: string;
  parent?: Node;
  messageTarget?: OpenChannelOptions<'encryption'>['messageTarget'];
}

const ENCRYPTION_TYPE = /^[a-z][a-z0-9-]{0,31}$/;

/**
 * Encrypted fields (spec 2 §4): the provider's hidden encryption frame on the provider origin,
 * heard through the provider bridge (exact origin, that frame's window, the channel nonce, the
 * encryption schema). When it says `ready` the values are posted to that frame only (never '*');
 * `encrypted` resolves with the encrypted values by field name. Five seconds in all, then a
 * time-out; `encryptionFailed` is a failure the form shows. The frame is removed in every case.
 */
export async function encryptFields(request: EncryptFieldsRequest): Promise<Record<string, string>> {
  if (!ENCRYPTION_TYPE.test(request.encryptionType)) throw new FlowCallError({ kind: 'server', errorCode: 'encryptionFailed' } satisfies ApiError);
  const origins = providerOrigins();
  const url = new URL(`/interfaces/encryption/${request.encryptionType}.html`, origins[0]);
  url.searchParams.set('returnOrigin', request.returnOrigin ?? location.origin);
  const channel = openChannel({
    kind: 'encryption',
    target: { type: 'hidden-frame', title: 'field encryption', ...(request.parent ? { parent: request.parent } : {}) },
    url: url.href,
    allowedOrigins: origins,
    timeoutMs: ENCRYPTION_TIMEOUT_MS,
    signal: request.signal,
    ...(request.messageTarget ? { messageTarget: request.messageTarget } : {}),
  });
  try {
    for (;;) {
      const message = await channel.next();
      if (message.type === 'ready') {
        channel.post({ type: 'encrypt', values: { ...request.values } });
        continue;
      }
      const fields = message.type === 'encrypted' ? message.fields : undefined;
      const complete = fields !== undefined && Object.keys(request.values).every((name) => typeof fields[name] === 'string' && fields[name] !== '');
      if (!complete) throw new FlowCallError({ kind: 'server', errorCode: 'encryptionFailed' } satisfies ApiError);
      return Object.fromEntries(Object.keys(request.values).map((name) => [name, fields[name] ?? '']));
    }
  } catch (error) {
    if (error instanceof ChannelEndedError && error.reason === 'timeout') throw new FlowCallError({ kind: 'timeout', errorCode: 0 } satisfies ApiError);
    throw error;
  } finally {
    channel.close();
  }
}
