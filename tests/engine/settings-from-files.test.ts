import { describe, expect, it } from 'vitest';
import { settingsFromFiles } from '../../src/engine/settings-from-files';

const files = {
  platform: { be: { quickVerify: false }, fe: { passwordLimits: { min: 6, max: 64 }, passwordStrength: 'standard' } },
  markets: { GBR: { fe: { passwordLimits: { min: 8 }, passwordStrength: 'strong' } }, SWE: { be: null } },
};

describe('settingsFromFiles', () => {
  it('applies the market patch as a merge patch', () => {
    expect(settingsFromFiles(files, 'GBR').fe).toEqual({ passwordLimits: { min: 8, max: 64 }, passwordStrength: 'strong' });
    expect(settingsFromFiles(files, 'SWE').be).toBeUndefined();
  });
  it('serves platform.json unchanged for a market without a patch', () => {
    expect(settingsFromFiles(files, 'INT')).toEqual(files.platform);
    expect(settingsFromFiles(files, 'INT')).not.toBe(files.platform);
  });
});
