import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MarketId } from '../../../src/engine/market';
import { mergePatch } from '../../../src/engine/merge-patch';
import type { JsonValue } from '../../../src/engine/json-value';
import type { PlatformSettings } from '../../../src/engine/platform-settings';
import { readJson } from '../read-json';
import type { MetaProblem, MetaSchemaName } from './meta-validators';
import type { ContentError } from './content-error';
import { overlayOwns } from './overlay-owns';

export interface SettingsCheck {
  errors: ContentError[];
  /** settings per market for the other checks; a market is missing when its settings are invalid */
  settings: Map<MarketId, PlatformSettings>;
}

/** schemas/settings: platform.json and platform.json + each market patch against settings.schema.json. */
export function checkSettings(
  root: string,
  markets: readonly MarketId[],
  meta: (name: MetaSchemaName, json: unknown) => MetaProblem[],
): SettingsCheck {
  const errors: ContentError[] = [];
  const settings = new Map<MarketId, PlatformSettings>();
  const platformFile = 'schemas/settings/platform.json';
  if (!existsSync(join(root, platformFile))) return { errors: [{ file: platformFile, pointer: '', message: 'missing' }], settings };
  const platform = readJson(join(root, platformFile)) as JsonValue;
  const platformProblems = meta('settings', platform);
  errors.push(...platformProblems.map((problem) => ({ file: platformFile, ...problem })));
  const patchesDir = join(root, 'schemas', 'settings', 'markets');
  const known = new Set(markets);
  for (const name of existsSync(patchesDir) ? readdirSync(patchesDir) : []) {
    if (!known.has(name.replace(/\.json$/, ''))) errors.push({ file: `schemas/settings/markets/${name}`, pointer: '', message: 'unknown market' });
  }
  for (const market of markets) {
    const file = `schemas/settings/markets/${market}.json`;
    const patch = existsSync(join(root, file)) ? (readJson(join(root, file)) as JsonValue) : undefined;
    const patchProblems = patch === undefined ? [] : meta('settings-patch', patch);
    errors.push(...patchProblems.map((problem) => ({ file, ...problem })));
    const merged = patch === undefined ? platform : mergePatch(platform, patch);
    const mergedProblems = meta('settings', merged).filter((problem) => overlayOwns(patch, problem.pointer));
    errors.push(...mergedProblems.map((problem) => ({ file, ...problem })));
    if (platformProblems.length === 0 && patchProblems.length === 0 && mergedProblems.length === 0) {
      settings.set(market, merged as unknown as PlatformSettings);
    }
  }
  return { errors, settings };
}
