import { describe, expect, it } from 'vitest';
import { SETTINGS_FILES } from '../../src/generated/settings-files';
import { MARKETS } from '../../src/engine/market';
import { settingsFor } from '../../src/engine/settings-for';
import { settingsFromFiles } from '../../src/engine/settings-from-files';

describe('settingsFor', () => {
  it('serves platform.json + the market patch for every market', () => {
    for (const market of MARKETS) {
      const settings = settingsFor(market.id);
      expect(settings).toEqual(settingsFromFiles(SETTINGS_FILES, market.id));
      expect(typeof settings.fe.passwordLimits.min).toBe('number');
    }
  });
});
