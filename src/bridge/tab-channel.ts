/**
 * Messages between this site's own tabs (BroadcastChannel: same origin only, by the browser's
 * rules; no other window can post on it). Payloads are still checked: `accept` must recognise a
 * message, anything else is ignored. Without BroadcastChannel the channel is silent.
 */
export interface TabChannel<T> {
  post(message: T): void;
  close(): void;
}

export function openTabChannel<T>(
  name: string,
  accept: (data: unknown) => data is T,
  onMessage: (message: T) => void,
  create: (name: string) => BroadcastChannel | undefined = (channelName) => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : undefined),
): TabChannel<T> {
  const channel = create(name);
  if (channel === undefined) return { post: () => undefined, close: () => undefined };
  const listen = (event: MessageEvent) => {
    if (accept(event.data)) onMessage(event.data);
  };
  channel.addEventListener('message', listen);
  return {
    post: (message) => channel.postMessage(message),
    close: () => {
      channel.removeEventListener('message', listen);
      channel.close();
    },
  };
}
