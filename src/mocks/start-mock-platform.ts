import { isMarket } from '../engine/market';

export interface StartMockPlatformOptions {
  /** msw logs every mocked request to the console unless quiet */
  quiet?: boolean;
}

/**
 * Starts the simulated platform in this tab. The app's bootstrap calls it only when
 * VITE_API_BASE_URL is empty, and awaits it before the first API call. The modules load
 * lazily so a build for a real platform carries no mock code.
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
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
