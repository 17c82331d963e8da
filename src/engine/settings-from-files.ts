import type { MarketId } from './market';
import { mergePatch } from './merge-patch';
import type { PlatformSettings } from './platform-settings';
import type { SettingsFiles } from './settings-files';

/** platform.json with the market's merge patch applied (INT and markets without a patch get platform.json). */
export function settingsFromFiles(files: SettingsFiles, market: MarketId): PlatformSettings {
  const patch = files.markets[market];
  const merged = patch === undefined ? structuredClone(files.platform) : mergePatch(files.platform, patch);
  return merged as unknown as PlatformSettings;
}
