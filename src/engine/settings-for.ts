import { SETTINGS_FILES } from '../generated/settings-files';
import type { MarketId } from './market';
import type { PlatformSettings } from './platform-settings';
import { settingsFromFiles } from './settings-from-files';

/**
 * The settings the platform serves for a market. Reads the content files through
 * the generated static import list, so the browser bundle, the mock platform and
 * node tests all see the same files without a filesystem.
 */
export function settingsFor(market: MarketId): PlatformSettings {
  return settingsFromFiles(SETTINGS_FILES, market);
}
