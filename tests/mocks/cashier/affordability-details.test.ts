import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../../src/mocks/db/create-mock-db';
import { hasAffordabilityDetails, updateAffordabilityDetails } from '../../../src/mocks/platform/cashier/affordability-details';
import { submitDeposit } from '../../../src/mocks/platform/cashier/submit-deposit';

const CONTEXT = { idempotencyKey: 'key-1', providerOrigin: 'http://localhost:5174', siteOrigin: 'http://localhost:4173', threeDsOrigin: 'http://127.0.0.1:5174' };

function seeded() {
  const db = createMockDb({}, { now: () => new Date('2026-06-15T12:00:00Z') });
  const player = db.findPlayerByEmail('player@example.com');
  if (!player) throw new Error('seeded HUN player missing');
  return { db, player };
}

describe('mock platform: player affordability (deposit error 253, spec 2 §5, §7, §8)', () => {
  it('answers cents .98 with 253 until the details are on record, then takes the deposit', () => {
    const { db, player } = seeded();
    const deposit = (key: string) => submitDeposit(db, player, 'HUN', { method: 1140001, amount: '5000.98', currency: 'HUF', campaignId: -1 }, { ...CONTEXT, idempotencyKey: key });
    const refused = deposit('key-1');
    expect('failure' in refused && refused.failure.body.errorCode).toBe(253);
    expect(hasAffordabilityDetails(db, player)).toBe(false);
    expect(updateAffordabilityDetails(db, player, 'HUN', { monthlyGamingBudget: ' 50000 ' })).toEqual({ data: { monthlyGamingBudget: '50000' } });
    const taken = deposit('key-2');
    expect('data' in taken && taken.data.type).toBe('waiting');
  });

  it('requires every field the market asks, well formed; fields the market does not ask are not kept', () => {
    const { db, player } = seeded();
    const refused = updateAffordabilityDetails(db, player, 'GBR', { monthlyGamingBudget: '150', monthlyNetIncome: '2400.5', employmentStatus: 'astronaut' });
    expect('failure' in refused && refused.failure.body.errorDetails).toEqual({
      fields: [
        { field: 'employmentStatus', code: 'selectionRequired' },
        { field: 'monthlyNetIncome', code: 'wholeNumber' },
      ],
    });
    expect(hasAffordabilityDetails(db, player)).toBe(false);
    const missing = updateAffordabilityDetails(db, player, 'GBR', { monthlyGamingBudget: '150' });
    expect('failure' in missing && missing.failure.body.errorDetails).toEqual({
      fields: [
        { field: 'employmentStatus', code: 'required' },
        { field: 'monthlyNetIncome', code: 'required' },
      ],
    });
    expect(updateAffordabilityDetails(db, player, 'GBR', { monthlyGamingBudget: '150', monthlyNetIncome: '2400', employmentStatus: 'retired' })).toEqual({
      data: { monthlyGamingBudget: '150', monthlyNetIncome: '2400', employmentStatus: 'retired' },
    });
    // on the Hungarian site only the budget is asked: an income sent along is not kept
    expect(updateAffordabilityDetails(db, player, 'HUN', { monthlyGamingBudget: '100', monthlyNetIncome: '2400' })).toEqual({ data: { monthlyGamingBudget: '100' } });
  });
});
