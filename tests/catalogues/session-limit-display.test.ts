import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionLimitDisplay } from '../../src/catalogues/session-limit-display';

describe('sessionLimitDisplay', () => {
  it('shows minutes up to 6 hours and hours above', () => {
    expect(sessionLimitDisplay(45)).toEqual({ unit: 'minutes', value: '45' });
    expect(sessionLimitDisplay(360)).toEqual({ unit: 'minutes', value: '360' });
    expect(sessionLimitDisplay(361)).toEqual({ unit: 'hours', value: '6,02' });
    expect(sessionLimitDisplay(390)).toEqual({ unit: 'hours', value: '6,5' });
    expect(sessionLimitDisplay(480)).toEqual({ unit: 'hours', value: '8' });
    expect(sessionLimitDisplay(1440)).toEqual({ unit: 'hours', value: '24' });
  });

  it('hours never carry float artifacts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 361, max: 60 * 24 * 365 }), (minutes) => {
        const { unit, value } = sessionLimitDisplay(minutes);
        expect(unit).toBe('hours');
        expect(value).toMatch(/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/);
      }),
    );
  });
});
