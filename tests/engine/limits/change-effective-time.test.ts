import { describe, expect, it } from 'vitest';
import { changeEffectiveTime } from '../../../src/engine/limits/change-effective-time';
import type { LimitChangeRule } from '../../../src/engine/limits/limit-regime';
import { periodEnd } from '../../../src/engine/limits/period-end';

const rule = (hours: number, waits: boolean): LimitChangeRule => ({
  increaseDelayHours: hours,
  increaseWaitsForPeriodEnd: waits,
  increaseNeedsConfirmation: false,
  removalNeedsConfirmation: false,
  decreaseImmediate: true,
});
// Thursday noon UTC
const NOW = new Date('2026-01-15T12:00:00Z');

describe('periodEnd (UTC calendar periods)', () => {
  it('ends a day at midnight, a week on Monday midnight, a month on the first; permanent never', () => {
    expect(periodEnd('daily', NOW)?.toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(periodEnd('weekly', NOW)?.toISOString()).toBe('2026-01-19T00:00:00.000Z');
    expect(periodEnd('monthly', NOW)?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(periodEnd('permanent', NOW)).toBeNull();
  });

  it('a Monday belongs to the week ending the next Monday; December rolls into January', () => {
    expect(periodEnd('weekly', new Date('2026-01-19T00:00:00Z'))?.toISOString()).toBe('2026-01-26T00:00:00.000Z');
    expect(periodEnd('weekly', new Date('2026-01-18T23:59:59Z'))?.toISOString()).toBe('2026-01-19T00:00:00.000Z');
    expect(periodEnd('monthly', new Date('2026-12-31T23:00:00Z'))?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('changeEffectiveTime', () => {
  it('is the delay after now when the rule does not wait for the period end (UK, Malta, Estonia)', () => {
    expect(changeEffectiveTime(rule(24, false), 'monthly', NOW).toISOString()).toBe('2026-01-16T12:00:00.000Z');
  });

  it('Sweden: at least 72 h and not before the period ends — whichever is later', () => {
    expect(changeEffectiveTime(rule(72, true), 'daily', NOW).toISOString()).toBe('2026-01-18T12:00:00.000Z');
    expect(changeEffectiveTime(rule(72, true), 'weekly', NOW).toISOString()).toBe('2026-01-19T00:00:00.000Z');
    expect(changeEffectiveTime(rule(72, true), 'monthly', NOW).toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('Netherlands max balance: 7 days; a permanent limit has no period end to wait for', () => {
    expect(changeEffectiveTime(rule(168, true), 'permanent', NOW).toISOString()).toBe('2026-01-22T12:00:00.000Z');
  });
});
