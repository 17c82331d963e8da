import { vi } from 'vitest';
import type { ProviderWindowHost } from '../../src/bridge/provider-window';

/** The provider simulator's origin as the tests configure it. */
export const PROVIDER_ORIGIN = 'http://localhost:5174';
export const APP_ORIGIN = 'http://localhost:5173';

/** A stand-in for a window the app opened (or any other window): only `closed` and `close()` matter. */
export interface FakeWindow {
  closed: boolean;
  close(): void;
}

export function fakeWindow(): FakeWindow {
  return {
    closed: false,
    close() {
      this.closed = true;
    },
  };
}

/** A host whose window.open hands out fake popups and records how it was called. */
export function fakeHost(screen = { width: 1280, height: 800 }) {
  const popups: FakeWindow[] = [];
  const open = vi.fn((_url: string, _target: string, _features?: string) => {
    const popup = fakeWindow();
    popups.push(popup);
    return popup as unknown as Window;
  });
  const host: ProviderWindowHost = { open, screen };
  return { host, open, popups };
}

/**
 * Dispatches a message event as the browser would deliver a postMessage. Needs the jsdom
 * environment: Node's MessageEvent only accepts a MessagePort as `source`.
 */
export function post(target: EventTarget, data: unknown, origin: string, source: unknown): void {
  target.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
}

/** Lets pending promise callbacks and XState transitions run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fixed channel nonce for tests (the shape the bridge makes: 32 hex digits). */
export const NONCE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const OTHER_NONCE = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

/** The channel nonce a URL carries, in its fragment (`#nonce=`) or as the OAuth `state` query parameter. */
export function nonceOf(url: string): string | null {
  const parsed = new URL(url);
  return new URLSearchParams(parsed.hash.replace(/^#/, '')).get('nonce') ?? parsed.searchParams.get('state');
}
