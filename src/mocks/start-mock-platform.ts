import { isMarket } from '../engine/market';
import { quietWorkerUpdate } from './quiet-worker-update';

export interface StartMockPlatformOptions {
  /** msw logs every mocked request to the console unless quiet */
  quiet?: boolean;
}

/** The Trusted Types policy of the demo build; the demo CSP lists it, the production CSP does not. */
const MOCK_WORKER_POLICY = 'casino-mock-worker';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

/**
 * Under `require-trusted-types-for 'script'` `navigator.serviceWorker.register(url)` needs a
 * TrustedScriptURL, and msw passes a string (it calls `url.toString()`). While msw starts,
 * register() converts exactly the worker's own URL through a policy that accepts nothing else.
 * Returns the undo. Without Trusted Types (jsdom, other browsers) nothing changes.
 */
function allowWorkerRegistration(workerUrl: string): () => void {
  const factory = (window as { trustedTypes?: { createPolicy(name: string, rules: ScriptUrlPolicy): ScriptUrlPolicy } }).trustedTypes;
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!factory || !container) return () => undefined;
  const expected = new URL(workerUrl, window.location.href).href;
  const policy = factory.createPolicy(MOCK_WORKER_POLICY, {
    createScriptURL: (url) => {
      if (new URL(url, window.location.href).href !== expected) throw new TypeError(`${MOCK_WORKER_POLICY}: refused ${url}`);
      return url;
    },
  });
  const register = container.register.bind(container);
  container.register = (url, options) => register(policy.createScriptURL(String(url)) as string, options);
  return () => {
    delete (container as { register?: unknown }).register;
  };
}

/**
 * Starts the simulated platform in this tab. The app's bootstrap calls it only in the offline
 * demo build and in `npm start` without a platform, and awaits it before the first API call.
 * The modules load lazily; a production build carries no mock code (scripts/check-bundle.ts).
 *
 * `?market=SWE` picks the market and `?geo=USA` the detected country; both are kept for the
 * tab (sessionStorage), as is the whole simulated database; so are `?zignSec=on` and
 * `?idinBanks=on` (provider features no market's settings switch on).
 */
export async function startMockPlatform(options: StartMockPlatformOptions = {}): Promise<void> {
  const [{ createMockWorker }, { createMockDb }, { mockStateStorage }, { beSettingsFromQuery }] = await Promise.all([
    import('./browser'),
    import('./db/create-mock-db'),
    import('./mock-state-storage'),
    import('./be-settings-from-query'),
  ]);
  const storage = mockStateStorage(window.sessionStorage);
  const saved = storage.load() ?? {};
  const query = new URLSearchParams(window.location.search);
  const market = query.get('market')?.toUpperCase();
  const geo = query.get('geo')?.toUpperCase();
  const db = createMockDb({
    ...saved,
    ...(market && isMarket(market) ? { market } : {}),
    ...(geo && /^[A-Z]{3}$/.test(geo) ? { geoCountry: geo } : {}),
    beSettings: beSettingsFromQuery(query, saved.beSettings ?? {}),
  });
  storage.save(db.snapshot());
  const worker = createMockWorker(db, (message) => console.info(`[mock platform] ${message}`));
  worker.events.on('response:mocked', () => storage.save(db.snapshot()));
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  const undo = allowWorkerRegistration(workerUrl);
  const undoUpdate = quietWorkerUpdate();
  try {
    await worker.start({ onUnhandledRequest: 'bypass', quiet: options.quiet ?? true, serviceWorker: { url: workerUrl } });
  } finally {
    undo();
    undoUpdate();
  }
}
