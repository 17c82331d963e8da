import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../../src/mocks/db/create-mock-db';
import { depositDetailsOf } from '../../../src/mocks/platform/cashier/deposit-details-of';
import { CONTRACT_REVIEW_MS, contractStatusOf, signDocuments } from '../../../src/mocks/platform/cashier/contract-signing';
import { submitDeposit } from '../../../src/mocks/platform/cashier/submit-deposit';

const CONTEXT = { idempotencyKey: 'key-1', providerOrigin: 'http://localhost:5174', siteOrigin: 'http://localhost:4173', threeDsOrigin: 'http://127.0.0.1:5174' };

function seeded(email: string) {
  let now = new Date('2026-06-15T12:00:00Z');
  const db = createMockDb({}, { now: () => now });
  const player = db.findPlayerByEmail(email);
  if (!player) throw new Error(`seeded ${email} missing`);
  return { db, player, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('mock platform: payment-card contract (spec 2 §3, §4, §6, §7)', () => {
  it("lists the card with depositAgreement(Required) only for a contract player, and refuses its deposit until approved", () => {
    const { db, player, advance } = seeded('contract@example.com');
    const card = depositDetailsOf(db, player, 'HUN').methods.find((method) => method.method === 1140001);
    expect(card).toMatchObject({ depositAgreement: true, depositAgreementRequired: true });
    const deposit = (key: string) => submitDeposit(db, player, 'HUN', { method: 1140001, amount: '5000', currency: 'HUF', campaignId: -1 }, { ...CONTEXT, idempotencyKey: key });
    expect(contractStatusOf(db, player)).toEqual({ cardStatus: 'unverified' });
    const refused = deposit('k1');
    expect('failure' in refused && refused.failure.body.errorCode).toBe(196);
    expect(signDocuments(db, player, { accepted: true })).toEqual({ data: { cardStatus: 'pending' } });
    expect('failure' in deposit('k2')).toBe(true);
    advance(CONTRACT_REVIEW_MS);
    expect(contractStatusOf(db, player)).toEqual({ cardStatus: 'approved' });
    expect(signDocuments(db, player, { accepted: true })).toEqual({ data: { cardStatus: 'approved' } });
    const taken = deposit('k3');
    expect('data' in taken && taken.data.type).toBe('waiting');
  });

  it('other players have no contract terms; nothing is signed without acceptance', () => {
    const { db, player } = seeded('player@example.com');
    expect(depositDetailsOf(db, player, 'HUN').methods.every((method) => !method.depositAgreement && !method.depositAgreementRequired)).toBe(true);
    const refused = signDocuments(db, player, {});
    expect('failure' in refused && refused.failure.body.errorCode).toBe(196);
    expect(db.state.contracts).toBeUndefined();
  });
});
