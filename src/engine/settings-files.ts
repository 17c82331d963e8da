import type { JsonValue } from './json-value';
import type { MarketId } from './market';

/** The raw settings content: `platform.json` and the per-market merge patches. */
export interface SettingsFiles {
  platform: JsonValue;
  markets: Readonly<Partial<Record<MarketId, JsonValue>>>;
}
