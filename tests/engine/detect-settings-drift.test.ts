import { describe, expect, it } from 'vitest';
import { detectSettingsDrift } from '../../src/engine/detect-settings-drift';
import type { SettingsBindings } from '../../src/engine/settings-bindings';

const bindings: SettingsBindings = {
  markets: {
    HUN: { 'fe.passwordLimits.min': 6, 'fe.countryStates': { CAN: ['AB'] }, 'fe.genderOptions': ['male', 'female'] },
  },
};

describe('detectSettingsDrift', () => {
  const served = { fe: { passwordLimits: { min: 6 }, countryStates: { CAN: ['AB'] }, genderOptions: ['male', 'female'] } };

  it('finds nothing when the served values equal the compiled ones', () => {
    expect(detectSettingsDrift(bindings, 'HUN', served)).toEqual([]);
  });

  it('returns the paths whose value changed or disappeared, sorted', () => {
    const changed = { fe: { passwordLimits: { min: 8 }, countryStates: { CAN: ['AB', 'BC'] } } };
    expect(detectSettingsDrift(bindings, 'HUN', changed)).toEqual(['fe.countryStates', 'fe.genderOptions', 'fe.passwordLimits.min']);
  });

  it('compares structurally (key order does not matter)', () => {
    const reordered = { fe: { genderOptions: ['male', 'female'], countryStates: { CAN: ['AB'] }, passwordLimits: { max: 1, min: 6 } } };
    expect(detectSettingsDrift(bindings, 'HUN', reordered)).toEqual([]);
  });

  it('limits the answer to the given paths (one form) and knows nothing of other markets', () => {
    const changed = { fe: { passwordLimits: { min: 8 }, countryStates: {}, genderOptions: [] } };
    expect(detectSettingsDrift(bindings, 'HUN', changed, ['fe.passwordLimits.min', 'fe.unknown'])).toEqual(['fe.passwordLimits.min']);
    expect(detectSettingsDrift(bindings, 'ROU', changed)).toEqual([]);
  });
});
