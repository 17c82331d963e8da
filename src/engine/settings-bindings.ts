import type { MarketId } from './market';

/** src/generated/settings-bindings.json: per market, each setting path a compiled variant used → its value. */
export interface SettingsBindings {
  $comment?: string;
  markets: Readonly<Partial<Record<MarketId, Readonly<Record<string, unknown>>>>>;
}
