import { describe, expect, it } from 'vitest';
import type { LimitsData } from '../../../src/api/endpoints';
import { DEFAULT_DEPOSIT_LIMIT_POPUPS, depositLimitPopupsOf, depositLimitPopupsProblem } from '../../../src/engine/limits/deposit-limit-popups';
import { settingsFor } from '../../../src/engine/settings-for';
import { confirmationsOf } from '../../../src/features/limits/deposit-limit-modal-implementations';

const daily = { amount: '100.00', usedAmount: '80.00', newAmount: '300.00', highAmount: '1000.00' };
const limits = { currency: 'EUR', regime: { id: 'int' }, limits: { deposit: { daily } } } as unknown as LimitsData;

describe('the cumulative deposit-limit popups as content (fe.depositLimitConfirmations)', () => {
  it('the platform settings show every popup and the usual high amounts', () => {
    expect(depositLimitPopupsOf(settingsFor('INT').fe.depositLimitConfirmations)).toEqual(DEFAULT_DEPOSIT_LIMIT_POPUPS);
  });

  it('a market shows only the popups its setting lists', () => {
    const data = { period: 'daily', amount: '50' };
    expect(confirmationsOf(data, limits).map((popup) => popup.type)).toEqual(['lowLimit1', 'lowLimit2']);
    const { popups } = depositLimitPopupsOf({ popups: ['lowLimit2', 'high'], highAmount: { daily: '10.00', weekly: '10.00', monthly: '20.00' } });
    expect(confirmationsOf(data, limits, popups).map((popup) => popup.type)).toEqual(['lowLimit2']);
  });

  it('names what is wrong, and falls back to the default for it', () => {
    expect(depositLimitPopupsProblem({ popups: [], highAmount: { daily: '1.001', weekly: '2', monthly: '3' } })).toMatch(/at most 2 decimals/);
    expect(depositLimitPopupsOf({ popups: ['nope'] })).toEqual(DEFAULT_DEPOSIT_LIMIT_POPUPS);
  });
});
