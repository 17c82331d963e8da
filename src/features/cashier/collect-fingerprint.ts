import { openChannel, providerOrigins, type OpenChannelOptions } from '../../bridge';

/** How long the hidden fingerprint frame may take before the deposit goes on without it. */
export const FINGERPRINT_TIMEOUT_MS = 10_000;

export interface FingerprintRequest {
  /** the deposit answer's fingerPrintUrl; only a provider origin is opened */
  url: string;
  signal: AbortSignal;
  parent?: Node;
  messageTarget?: OpenChannelOptions<'fingerprint'>['messageTarget'];
}

/**
 * The fingerprint frame of spec 2 §3 (useFingerPrint, fingerPrintUrl): a hidden frame heard through
 * the provider bridge (exact provider origin, that frame's window, the channel nonce, the
 * fingerprint schema). Resolves with the frame's `done` or `failed`; rejects when it does not answer
 * in time or the URL is not a provider's. The frame is removed in every case.
 */
export async function collectFingerprint(request: FingerprintRequest): Promise<'done' | 'failed'> {
  const channel = openChannel({
    kind: 'fingerprint',
    target: { type: 'hidden-frame', title: 'device fingerprint', ...(request.parent ? { parent: request.parent } : {}) },
    url: request.url,
    allowedOrigins: providerOrigins(),
    timeoutMs: FINGERPRINT_TIMEOUT_MS,
    signal: request.signal,
    ...(request.messageTarget ? { messageTarget: request.messageTarget } : {}),
  });
  try {
    return (await channel.next()).value;
  } finally {
    channel.close();
  }
}
