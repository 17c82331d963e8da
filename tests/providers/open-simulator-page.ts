import { createRequire } from 'node:module';
import { vi } from 'vitest';

type PageWindow = Window & typeof globalThis;

/** The part of jsdom used here; the repository has jsdom (vitest's DOM) but not its type package. */
interface JsdomApi {
  JSDOM: {
    fromURL(
      url: string,
      options: { runScripts: 'dangerously'; resources: 'usable'; virtualConsole: unknown; beforeParse(window: PageWindow): void },
    ): Promise<{ window: PageWindow }>;
  };
  VirtualConsole: new () => { on(event: 'jsdomError', listener: (error: Error) => void): void };
}
const { JSDOM, VirtualConsole } = createRequire(import.meta.url)('jsdom') as JsdomApi;

export interface PostedMessage {
  message: unknown;
  targetOrigin: string;
}

export interface OpenedPage {
  window: PageWindow;
  document: Document;
  /** messages the page posted to its opener or parent */
  posted: PostedMessage[];
  /** whether the page called window.close() */
  closed(): boolean;
  /** navigations the page attempted (jsdom cannot perform them, it reports them) */
  navigations(): number;
  /** clicks the button with this text, in `scope` when given */
  click(label: string, scope?: ParentNode): void;
  /** the polite status line */
  status(): string;
  dispose(): void;
}

/**
 * Loads a provider page from the running server into jsdom with its real scripts (classic
 * scripts from /assets/), as a popup (`opener`), a frame (`parent`) or a page of its own.
 * jsdom has no fetch: the page gets Node's, resolving URLs against the page and sending the
 * page's Origin like a browser does for same-origin POSTs.
 */
export async function openSimulatorPage(url: string, as: 'popup' | 'frame' | 'top' = 'popup'): Promise<OpenedPage> {
  const posted: PostedMessage[] = [];
  const appWindow = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  let closed = false;
  let navigations = 0;
  let shutDown = () => {};
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => {
    if (error.message.includes('navigation')) navigations += 1;
    else throw error;
  });
  const dom = await JSDOM.fromURL(url, {
    runScripts: 'dangerously',
    resources: 'usable',
    virtualConsole,
    beforeParse(window) {
      const origin = window.location.origin;
      window.fetch = ((input: string, init: RequestInit = {}) =>
        fetch(new URL(input, window.location.href), {
          ...init,
          headers: { ...(init.headers as Record<string, string>), ...(init.method === 'POST' ? { Origin: origin } : {}) },
        })) as typeof window.fetch;
      if (as === 'popup') Object.defineProperty(window, 'opener', { value: appWindow, configurable: true });
      if (as === 'frame') Object.defineProperty(window, 'parent', { value: appWindow, configurable: true });
      // the page's own close() is observed; the real one stops its timers when the test is done
      shutDown = window.close.bind(window);
      window.close = () => {
        closed = true;
      };
    },
  });
  await new Promise<void>((resolve) => {
    if (dom.window.document.readyState === 'complete') resolve();
    else dom.window.addEventListener('load', () => resolve());
  });
  const document = dom.window.document;
  return {
    window: dom.window,
    document,
    posted,
    closed: () => closed,
    navigations: () => navigations,
    click(label, scope = document) {
      const button = [...scope.querySelectorAll('button')].find((candidate) => candidate.textContent === label);
      if (!button) throw new Error(`no button "${label}"`);
      button.click();
    },
    status: () => document.querySelector('[data-testid="status"]')?.textContent ?? '',
    dispose: () => shutDown(),
  };
}

/** Waits until `check` passes, for the pages' asynchronous fetches and polling. */
export function eventually<T>(check: () => T, timeout = 3000): Promise<T> {
  return vi.waitFor(check, { timeout, interval: 20 });
}
