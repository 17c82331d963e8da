import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../../src/engine/merge-patch';
import type { JsonValue } from '../../src/engine/json-value';
import type { MarketId } from '../../src/engine/market';
import type { PlatformSettings } from '../../src/engine/platform-settings';
import { settingsFor } from '../../src/engine/settings-for';
import { checkDepositLimitPopups, checkLimitRegimes, checkTimeLimits } from '../../scripts/lib/content-check/check-limit-regimes';

const ROOT = resolve(__dirname, '../..');

function patched(market: MarketId, patch: JsonValue): Map<MarketId, PlatformSettings> {
  const settings = mergePatch(settingsFor(market) as unknown as JsonValue, patch) as unknown as PlatformSettings;
  return new Map([[market, settings]]);
}

describe('content check: limit regimes against the regulator minimums', () => {
  it('passes every market as shipped', () => {
    const all = new Map((['INT', 'SWE', 'GBR', 'NLD', 'MLT', 'EST'] as MarketId[]).map((market) => [market, settingsFor(market)]));
    expect(checkLimitRegimes(ROOT, all)).toEqual([]);
  });

  it('refuses a Swedish increase delay under 72 h, naming the file, the pointer and the rule', () => {
    const errors = checkLimitRegimes(ROOT, patched('SWE', { fe: { limitRegime: { rules: { default: { increaseDelayHours: 48 } } } } }));
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'schemas/settings/markets/SWE.json',
        pointer: '/fe/limitRegime/rules/default/increaseDelayHours',
        message: expect.stringContaining('48 h is under the regulator\'s minimum of 72 h') as string,
      }),
    ]);
  });

  it('refuses a UK regime without the explicit confirmation, and a Swedish one without mandatory monthly deposit limits', () => {
    const uk = checkLimitRegimes(ROOT, patched('GBR', { fe: { limitRegime: { rules: { default: { increaseNeedsConfirmation: false } } } } }));
    expect(uk.map((error) => error.pointer)).toEqual(['/fe/limitRegime/rules/default/increaseNeedsConfirmation']);
    const swe = checkLimitRegimes(ROOT, patched('SWE', { fe: { limitRegime: { mandatoryPeriods: { deposit: ['daily', 'weekly'] } } } }));
    expect(swe.map((error) => error.pointer)).toEqual(['/fe/limitRegime/mandatoryPeriods/deposit']);
  });

  it('checks a per-type override too: a Dutch max balance that no longer waits 7 days', () => {
    const errors = checkLimitRegimes(ROOT, patched('NLD', { fe: { limitRegime: { rules: { maxBalance: { increaseDelayHours: 24, increaseWaitsForPeriodEnd: false } } } } }));
    expect(errors.map((error) => error.pointer)).toEqual(['/fe/limitRegime/rules/maxBalance/increaseDelayHours', '/fe/limitRegime/rules/maxBalance/increaseWaitsForPeriodEnd']);
  });

  it('proves max balance is offered exactly under NLD: the Dutch regime keeps its rule, no other regime gets one', () => {
    const dutch = checkLimitRegimes(ROOT, patched('NLD', { fe: { limitRegime: { rules: { maxBalance: null } } } }));
    // (the default rule it would fall back to is also weaker than the 7-day minimum, reported as well)
    expect(dutch).toContainEqual(expect.objectContaining({ file: 'schemas/settings/markets/NLD.json', pointer: '/fe/limitRegime/rules/maxBalance', message: expect.stringContaining('NLD must offer maxBalance limits') as string }));
    const maxBalance = { increaseDelayHours: 168, increaseWaitsForPeriodEnd: true, increaseNeedsConfirmation: true, removalNeedsConfirmation: false, decreaseImmediate: true };
    const gbr = checkLimitRegimes(ROOT, patched('GBR', { fe: { limitRegime: { rules: { maxBalance } } } }));
    expect(gbr).toEqual([expect.objectContaining({ pointer: '/fe/limitRegime/rules/maxBalance', message: expect.stringContaining('only under NLD rules') as string })]);
  });

  it('refuses a regime of the wrong shape', () => {
    const errors = checkLimitRegimes(ROOT, patched('MLT', { fe: { limitRegime: { rules: { default: { decreaseImmediate: 'yes' } } } } }));
    expect(errors).toEqual([expect.objectContaining({ pointer: '/fe/limitRegime', message: 'limit regime of MLT: rules.default must be a limit change rule' })]);
  });
});

describe('content check: the time limits a market offers (fe.timeLimits)', () => {
  it('passes every market as shipped', () => {
    const all = new Map((['INT', 'HUN', 'ROU', 'LTU', 'SWE', 'GBR', 'NLD', 'MLT', 'EST'] as MarketId[]).map((market) => [market, settingsFor(market)]));
    expect(checkTimeLimits(ROOT, all)).toEqual([]);
  });

  it('refuses a setting of the wrong shape, naming the file that sets it', () => {
    expect(checkTimeLimits(ROOT, patched('MLT', { fe: { timeLimits: { sessionLimits: 'no' } } }))).toEqual([
      { file: 'schemas/settings/platform.json', pointer: '/fe/timeLimits', message: 'time limits of MLT: sessionLimits must be true or false' },
    ]);
  });

  it('refuses a UK site without reality checks (UKGC RTS 13)', () => {
    expect(checkTimeLimits(ROOT, patched('GBR', { fe: { timeLimits: { realityCheck: false } } }))).toEqual([
      { file: 'schemas/settings/markets/GBR.json', pointer: '/fe/timeLimits/realityCheck', message: expect.stringContaining('GBR must offer reality checks (UKGC RTS 13') },
      // its overlay's intervals would then be offered to nobody
      { file: 'schemas/forms/limit-reality-check/markets/GBR.json', pointer: '/schema/properties/minutes/enum', message: expect.stringContaining('nobody sees them') },
    ]);
  });

  it("keeps the player's choice of interval where the regulator gives it, and the form's intervals agree with the setting", () => {
    const pointer = '/schema/properties/minutes/enum';
    expect(checkTimeLimits(ROOT, patched('GBR', { fe: { timeLimits: { realityCheckChoice: false } } }))).toEqual([
      { file: 'schemas/settings/markets/GBR.json', pointer: '/fe/timeLimits/realityCheckChoice', message: expect.stringContaining('GBR must let the player choose the reality-check interval (UKGC RTS 13') },
      { file: 'schemas/forms/limit-reality-check/markets/GBR.json', pointer, message: expect.stringContaining('nobody sees them') },
    ]);
    // a default the player could not choose back
    expect(checkTimeLimits(ROOT, patched('GBR', { fe: { timeLimits: { realityCheckMinutes: 50 } } }))).toEqual([
      { file: 'schemas/forms/limit-reality-check/markets/GBR.json', pointer, message: 'the default reality-check interval of GBR (fe.timeLimits.realityCheckMinutes 50) must be one of the intervals offered' },
    ]);
    // a choice without an overlay listing the intervals: the base offers only the default
    expect(checkTimeLimits(ROOT, patched('MLT', { fe: { timeLimits: { realityCheck: true, realityCheckMinutes: 60, realityCheckChoice: true } } }))).toEqual([
      { file: 'schemas/forms/limit-reality-check/schema.json', pointer, message: expect.stringContaining('offers 1 interval(s)') },
    ]);
  });
});

describe('content check: the cumulative deposit-limit popups (fe.depositLimitConfirmations)', () => {
  it('passes every market as shipped', () => {
    const all = new Map((['INT', 'HUN', 'SWE', 'GBR', 'NLD', 'MLT', 'EST'] as MarketId[]).map((market) => [market, settingsFor(market)]));
    expect(checkDepositLimitPopups(ROOT, all)).toEqual([]);
  });

  it('refuses an unknown popup and high amounts out of order', () => {
    expect(checkDepositLimitPopups(ROOT, patched('SWE', { fe: { depositLimitConfirmations: { popups: ['high', 'tooHigh'] } } }))).toEqual([
      expect.objectContaining({ file: 'schemas/settings/platform.json', pointer: '/fe/depositLimitConfirmations', message: expect.stringContaining('popups must list only lowLimit1') }),
    ]);
    expect(checkDepositLimitPopups(ROOT, patched('SWE', { fe: { depositLimitConfirmations: { highAmount: { weekly: '500.00' } } } }))).toEqual([
      expect.objectContaining({ message: 'deposit-limit confirmations of SWE: highAmount must not be more for a shorter period than for a longer one' }),
    ]);
  });
});

describe('content check: settings left out', () => {
  it('a market without fe.timeLimits or fe.depositLimitConfirmations gets the defaults; a UK site must still offer reality checks', () => {
    const without = (market: MarketId) => {
      const settings = settingsFor(market) as unknown as { fe: Record<string, unknown> };
      const { timeLimits: _time, depositLimitConfirmations: _popups, ...fe } = settings.fe;
      return new Map([[market, { ...settings, fe } as unknown as PlatformSettings]]);
    };
    expect(checkTimeLimits(ROOT, without('MLT'))).toEqual([]);
    expect(checkDepositLimitPopups(ROOT, without('MLT'))).toEqual([]);
    expect(checkTimeLimits(ROOT, without('GBR'))).toEqual([expect.objectContaining({ pointer: '/fe/timeLimits', message: expect.stringContaining('GBR must offer reality checks') })]);
  });
});
