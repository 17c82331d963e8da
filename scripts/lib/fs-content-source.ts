import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentSource, Overlay } from '../../src/engine/content-source';
import { isJsonObject } from '../../src/engine/is-json-object';
import type { JsonObject, JsonValue } from '../../src/engine/json-value';
import type { MarketId } from '../../src/engine/market';
import type { SettingsFiles } from '../../src/engine/settings-files';
import { readJson } from './read-json';

function readObject(path: string): JsonObject {
  const json = readJson(path);
  if (!isJsonObject(json)) throw new Error(`${path}: expected a JSON object`);
  return json;
}

/** Content read from the files under `root` (schemas/, flows/), cached per source. */
export function createFsContentSource(root: string): ContentSource {
  const formsDir = join(root, 'schemas', 'forms');
  const markets = readObject(join(root, 'schemas', 'markets.json')).markets;
  const marketIds = Array.isArray(markets) ? markets.flatMap((market) => (isJsonObject(market) && typeof market.id === 'string' ? [market.id] : [])) : [];
  let settings: SettingsFiles | undefined;
  return {
    formIds: () =>
      existsSync(formsDir)
        ? readdirSync(formsDir, { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && existsSync(join(formsDir, entry.name, 'schema.json')))
            .map((entry) => entry.name)
            .sort()
        : [],
    markets: () => marketIds,
    baseForm: (formId) => {
      const uiPath = join(formsDir, formId, 'ui.json');
      return {
        schema: readObject(join(formsDir, formId, 'schema.json')),
        ui: existsSync(uiPath) ? readObject(uiPath) : {},
      };
    },
    overlay: (formId, market: MarketId) => {
      const path = join(formsDir, formId, 'markets', `${market}.json`);
      return existsSync(path) ? (readObject(path) as unknown as Overlay) : undefined;
    },
    settingsFiles: () => {
      if (!settings) {
        const patches: Record<string, JsonValue> = {};
        for (const market of marketIds) {
          const path = join(root, 'schemas', 'settings', 'markets', `${market}.json`);
          if (existsSync(path)) patches[market] = readObject(path);
        }
        settings = { platform: readObject(join(root, 'schemas', 'settings', 'platform.json')), markets: patches };
      }
      return settings;
    },
  };
}
