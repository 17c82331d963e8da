import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../../src/mocks/db/create-mock-db';
import { preDepositInfoOf } from '../../../src/mocks/platform/cashier/pre-deposit-info';
import { submitDeposit } from '../../../src/mocks/platform/cashier/submit-deposit';

const CONTEXT = { idempotencyKey: 'key-1', providerOrigin: 'http://localhost:5174', siteOrigin: 'http://localhost:4173', threeDsOrigin: 'http://127.0.0.1:5174' };
const TOKEN = `tok_${'a'.repeat(24)}`;

function setUp() {
  const db = createMockDb({}, { now: () => new Date('2026-06-15T12:00:00Z') });
  const player = db.findPlayerByEmail('player@example.com');
  const other = db.findPlayerByEmail('swede@example.com');
  if (!player || !other) throw new Error('seeded players missing');
  return { db, player, other };
}

describe('mock platform: getPreDepositInfo (spec 2 §4 token flow)', () => {
  it('opens a processor session for a method with preDepositRequired (HUN card, secure entry 400001); others get no parameters', () => {
    const { db, player } = setUp();
    const info = preDepositInfoOf(db, player, 'HUN', new URLSearchParams({ method: '400001', amount: '5000.00', currency: 'HUF' }));
    if (!('data' in info)) throw new Error('refused');
    expect(info.data.params).toEqual([
      { name: 'preDepositSession', value: expect.stringMatching(/^pre-[0-9a-f]{16}$/) },
      { name: 'merchantSiteId', value: 'site-104' },
    ]);
    expect(preDepositInfoOf(db, player, 'HUN', new URLSearchParams({ method: '1140001' }))).toEqual({ data: { params: [] } });
    expect(preDepositInfoOf(db, player, 'HUN', new URLSearchParams({ method: '42' }))).toMatchObject({ failure: { body: { errorCode: 196 } } });
  });

  it('the deposit needs that session: none, a made-up one or another player’s → 196 preDepositSession; its own → taken', () => {
    const { db, player, other } = setUp();
    const body = { method: 400001, amount: '5000', currency: 'HUF', campaignId: -1, cardHolder: 'Anna Kiss', paymentToken: TOKEN };
    const refused = { failure: { body: { errorCode: 196, errorDetails: { fields: [{ field: 'preDepositSession', code: 'required' }] } } } };
    expect(submitDeposit(db, player, 'HUN', body, CONTEXT)).toMatchObject(refused);
    expect(submitDeposit(db, player, 'HUN', { ...body, preDepositSession: 'pre-0000000000000000' }, CONTEXT)).toMatchObject(refused);
    const others = preDepositInfoOf(db, other, 'HUN', new URLSearchParams({ method: '400001' }));
    if (!('data' in others)) throw new Error('refused');
    expect(submitDeposit(db, player, 'HUN', { ...body, preDepositSession: others.data.params[0]?.value }, CONTEXT)).toMatchObject(refused);
    const own = preDepositInfoOf(db, player, 'HUN', new URLSearchParams({ method: '400001' }));
    if (!('data' in own)) throw new Error('refused');
    expect(submitDeposit(db, player, 'HUN', { ...body, preDepositSession: own.data.params[0]?.value }, CONTEXT)).toHaveProperty('data.type', 'waiting');
  });
});
