import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../../src/mocks/db/create-mock-db';
import { depositStatusOf } from '../../../src/mocks/platform/cashier/deposit-status-of';
import { submitDeposit } from '../../../src/mocks/platform/cashier/submit-deposit';
import { threeDsRedirect } from '../../../src/mocks/platform/cashier/three-ds-redirect';

const SITE = 'http://localhost:4173';
const PROVIDER = 'http://localhost:5174';
const THREE_DS = 'http://127.0.0.1:5174';

function setUp() {
  const db = createMockDb({}, { now: () => new Date('2026-06-15T12:00:00Z') });
  const player = db.findPlayerByEmail('player@example.com');
  if (!player) throw new Error('seeded HUN player missing');
  const submitted = submitDeposit(db, player, 'HUN', { method: 1140001, amount: '5000.10', currency: 'HUF', campaignId: -1 }, { idempotencyKey: 'key-3ds', providerOrigin: PROVIDER, siteOrigin: SITE, threeDsOrigin: THREE_DS });
  if (!('data' in submitted)) throw new Error('refused');
  return { db, player, reference: submitted.data.reference, result: submitted.data };
}

describe('mock platform: 3-D Secure (cents .10) and /api/conekta/redirect.html', () => {
  it('answers with the bank page on the 3-D Secure origin, not the payment provider origin', () => {
    const { result } = setUp();
    expect(result.type).toBe('threeDSecure');
    const url = new URL(result.url ?? '');
    expect(url.origin).toBe(THREE_DS);
    expect(url.pathname).toBe('/three-d-secure.html');
    expect(url.searchParams.get('returnOrigin')).toBe(SITE);
    expect(url.searchParams.get('amount')).toBe('5000.10');
  });

  it('a paid check ends ok (pending first); a failed one reported through the redirect call ends failed and credits nothing', () => {
    const paid = setUp();
    expect(depositStatusOf(paid.db, paid.player, paid.reference)).toMatchObject({ data: { status: 'pending' } });
    expect(depositStatusOf(paid.db, paid.player, paid.reference)).toMatchObject({ data: { status: 'ok' } });

    const failed = setUp();
    const cash = failed.db.walletOf(failed.player).cash;
    const query = new URLSearchParams({ reference: failed.reference, payment_status: 'declined', error: 'The bank declined the card.' });
    expect(threeDsRedirect(failed.db, failed.player, query, SITE)).toEqual({ data: { redirectUrl: `${SITE}/payment/deposit?reference=${failed.reference}&status=failed` } });
    expect(failed.db.state.deposits?.[failed.reference]?.threeDs).toEqual({ paymentStatus: 'declined', error: 'The bank declined the card.' });
    depositStatusOf(failed.db, failed.player, failed.reference);
    expect(depositStatusOf(failed.db, failed.player, failed.reference)).toMatchObject({ data: { status: 'failed' } });
    expect(failed.db.walletOf(failed.player).cash).toBe(cash);
  });

  it('refuses an unknown reference (101) and a missing payment status (196)', () => {
    const { db, player, reference } = setUp();
    expect(threeDsRedirect(db, player, new URLSearchParams({ reference: 'dep-unknown', payment_status: 'declined' }), SITE)).toMatchObject({ failure: { body: { errorCode: 101 } } });
    expect(threeDsRedirect(db, player, new URLSearchParams({ reference }), SITE)).toMatchObject({ failure: { body: { errorCode: 196 } } });
  });
});
