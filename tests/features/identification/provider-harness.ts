import { vi } from 'vitest';
import type { ProviderWindowHost } from '../../../src/features/identification/provider-window';

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
