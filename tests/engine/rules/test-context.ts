import { mergePatch } from '../../../src/engine/merge-patch';
import type { JsonValue } from '../../../src/engine/json-value';
import type { PlatformSettings } from '../../../src/engine/platform-settings';
import type { RuleContext } from '../../../src/engine/rules/rule';

const SETTINGS = {
  be: {},
  fe: {
    passwordLimits: { min: 6, max: 64 },
    passwordStrength: 'standard',
    playerAgeLimit: { min: 18, max: 100 },
    registration: { mandatoryNationalIdNumberFor: ['ROU'], methods: { selector: ['regular'] }, defaultCountry: 'HUN' },
    phoneNumberLength: { default: { min: 9, max: 15 }, HUN: { min: 9, max: 12 } },
    countryStates: { CAN: ['AB', 'BC'], AUS: ['NSW'] },
    genderOptions: ['male', 'female'],
    sportsBettingAgeLimit: { default: 18 },
    notificationAutoHideDuration: 5000,
    allowedCountries: [],
    currencies: ['EUR', 'HUF'],
  },
};

/** A rule context with the contract's default settings, patched per test. */
export function testContext(settingsPatch: JsonValue = {}, now = '2026-01-15T12:00:00Z', market = 'INT'): RuleContext {
  return { settings: mergePatch(SETTINGS, settingsPatch) as unknown as PlatformSettings, market, now: new Date(now) };
}
