import { describe, expect, it } from 'vitest';
import { limitLapseTime } from '../../../src/engine/limits/limit-lapse-time';
import { limitChangeRule, limitRegimeOf } from '../../../src/engine/limits/limit-regime';
import { settingsFor } from '../../../src/engine/settings-for';

const THURSDAY_NOON = new Date('2026-01-15T12:00:00Z');
const ruleOf = (market: string) => limitChangeRule(limitRegimeOf(settingsFor(market).fe), 'deposit');

describe('limitLapseTime (a limit without auto-renew)', () => {
  it('set that way, it lapses when its current period ends', () => {
    expect(limitLapseTime(ruleOf('GBR'), 'daily', THURSDAY_NOON, false)?.toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(limitLapseTime(ruleOf('GBR'), 'weekly', THURSDAY_NOON, false)?.toISOString()).toBe('2026-01-19T00:00:00.000Z');
    expect(limitLapseTime(ruleOf('GBR'), 'monthly', THURSDAY_NOON, false)?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it("switched off on a renewing limit, it waits for the regime's delay and then the next period end", () => {
    // UK 24 h: Friday noon, so the day that ends Saturday midnight
    expect(limitLapseTime(ruleOf('GBR'), 'daily', THURSDAY_NOON, true)?.toISOString()).toBe('2026-01-17T00:00:00.000Z');
    // Sweden 72 h and the period end: Sunday noon → Monday midnight
    expect(limitLapseTime(ruleOf('SWE'), 'daily', THURSDAY_NOON, true)?.toISOString()).toBe('2026-01-19T00:00:00.000Z');
    expect(limitLapseTime(ruleOf('SWE'), 'weekly', THURSDAY_NOON, true)?.toISOString()).toBe('2026-01-19T00:00:00.000Z');
    // an effective time on a boundary is that boundary
    expect(limitLapseTime(ruleOf('GBR'), 'daily', new Date('2026-01-15T00:00:00Z'), true)?.toISOString()).toBe('2026-01-16T00:00:00.000Z');
  });

  it('a permanent limit has no period and never lapses', () => {
    expect(limitLapseTime(ruleOf('NLD'), 'permanent', THURSDAY_NOON, false)).toBeNull();
  });
});
