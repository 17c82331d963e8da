import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentSource, FormAxes, MethodMarketOverlay, MethodOverlay, Overlay } from '../../src/engine/content-source';
import { isJsonObject } from '../../src/engine/is-json-object';
import type { JsonObject, JsonValue } from '../../src/engine/json-value';
import type { MarketId } from '../../src/engine/market';
import type { SettingsFiles } from '../../src/engine/settings-files';
import type { Direction } from '../../src/engine/variant-axes';
import { DIRECTIONS } from '../../src/engine/variant-axes';
import { CASHIER_METHODS_DIR, readCashierCatalogue } from './cashier-catalogue';
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
  const catalogue = readCashierCatalogue(root);
  const methodFile = (...parts: string[]) => join(root, CASHIER_METHODS_DIR, ...parts);
  const readIfExists = (path: string): JsonObject | undefined => (existsSync(path) ? readObject(path) : undefined);
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
    formAxes: (formId): FormAxes => {
      const direction: Direction | undefined = catalogue ? DIRECTIONS.find((d) => catalogue.forms[d] === formId) : undefined;
      if (!catalogue || direction === undefined) return { methods: [] };
      return { direction, methods: Object.keys(catalogue.methods).filter((id) => catalogue.methods[id]?.directions.includes(direction)) };
    },
    methodOverlay: (methodId, direction) => readIfExists(methodFile(methodId, `${direction}.json`)) as MethodOverlay | undefined,
    methodMarketOverlay: (methodId, market) => readIfExists(methodFile(methodId, 'markets', `${market}.json`)) as MethodMarketOverlay | undefined,
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
