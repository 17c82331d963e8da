import type { PlatformSettings } from '../../engine/platform-settings';
import { settingsFor } from '../../engine/settings-for';
import type { MockDb } from '../db/create-mock-db';
import { effectiveMarket } from './effective-market';

/**
 * What the platform serves for the request's market: settingsFor(market) with the tab's QA
 * overrides of the `be` group (db.state.beSettings: `?zignSec=on`, `?idinBanks=…`), so the
 * settings the app reads and the checks the handlers make always agree.
 */
export function servedSettings(request: Request, db: MockDb): PlatformSettings {
  const settings = settingsFor(effectiveMarket(request, db));
  return { ...settings, be: { ...settings.be, ...db.state.beSettings } };
}
