import { join } from 'node:path';
import { GENERATED_HEADER } from './generated-header';
import { ENGINE_DIR } from './repo-paths';
import { relativeImport } from './relative-import';

/** src/generated/settings-files.ts: static JSON imports of the settings content, for settingsFor() in any runtime. */
export function settingsFilesSource(root: string, marketsWithPatch: readonly string[], outFile: string): string {
  const settingsDir = join(root, 'schemas', 'settings');
  const json = (path: string) => `'${relativeImport(outFile, path)}'`;
  const markets = [...marketsWithPatch].sort();
  return [
    `// ${GENERATED_HEADER}`,
    `import type { JsonValue } from '${relativeImport(outFile, join(ENGINE_DIR, 'json-value'))}';`,
    `import type { SettingsFiles } from '${relativeImport(outFile, join(ENGINE_DIR, 'settings-files'))}';`,
    `import platform from ${json(join(settingsDir, 'platform.json'))} with { type: 'json' };`,
    ...markets.map((market) => `import market${market} from ${json(join(settingsDir, 'markets', `${market}.json`))} with { type: 'json' };`),
    '',
    'export const SETTINGS_FILES: SettingsFiles = {',
    '  platform: platform as JsonValue,',
    '  markets: {',
    ...markets.map((market) => `    ${market}: market${market} as JsonValue,`),
    '  },',
    '};',
    '',
  ].join('\n');
}
