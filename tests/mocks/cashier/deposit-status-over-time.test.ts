import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../../src/mocks/db/create-mock-db';
import { depositStatusOf } from '../../../src/mocks/platform/cashier/deposit-status-of';
import { submitDeposit } from '../../../src/mocks/platform/cashier/submit-deposit';

const CONTEXT = { idempotencyKey: 'key-time', providerOrigin: 'http://localhost:5174', siteOrigin: 'http://localhost:4173', threeDsOrigin: 'http://127.0.0.1:5174' };

describe('mock platform: a deposit status that changes over time (cents .14)', () => {
  it('stays pending however often it is asked until 20 s have passed on the platform clock, then ok (credited once)', () => {
    let now = new Date('2026-06-15T12:00:00Z').getTime();
    const db = createMockDb({}, { now: () => new Date(now) });
    const player = db.findPlayerByEmail('player@example.com');
    if (!player) throw new Error('seeded HUN player missing');
    const cash = db.walletOf(player).cash;
    const submitted = submitDeposit(db, player, 'HUN', { method: 1140001, amount: '5000.14', currency: 'HUF', campaignId: -1 }, CONTEXT);
    if (!('data' in submitted)) throw new Error('refused');
    const reference = submitted.data.reference;
    for (let call = 0; call < 5; call += 1) expect(depositStatusOf(db, player, reference)).toMatchObject({ data: { status: 'pending' } });
    now += 19_999;
    expect(depositStatusOf(db, player, reference)).toMatchObject({ data: { status: 'pending' } });
    expect(db.walletOf(player).cash).toBe(cash);
    now += 1;
    expect(depositStatusOf(db, player, reference)).toMatchObject({ data: { status: 'ok' } });
    expect(depositStatusOf(db, player, reference)).toMatchObject({ data: { status: 'ok' } });
    expect(db.walletOf(player).cash).not.toBe(cash);
  });
});
