import { jsonEqual } from './json-equal';
import type { MarketId } from './market';
import type { SettingsBindings } from './settings-bindings';
import { settingAtPath } from './setting-at-path';

/**
 * Setting paths whose served value differs from the value the market's compiled
 * variants were built with (a missing path counts as drifted). Pass `paths`
 * (a variant's settingPaths) to ask about one form only.
 */
export function detectSettingsDrift(
  bindings: SettingsBindings,
  market: MarketId,
  served: unknown,
  paths?: readonly string[],
): string[] {
  const compiled = bindings.markets[market] ?? {};
  const asked = paths ?? Object.keys(compiled);
  return asked
    .filter((path) => Object.hasOwn(compiled, path))
    .filter((path) => {
      const lookup = settingAtPath(served, path);
      return !lookup.found || !jsonEqual(lookup.value, compiled[path]);
    })
    .sort();
}
