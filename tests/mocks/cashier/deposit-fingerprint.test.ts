import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../../src/mocks/db/create-mock-db';
import { depositStatusOf } from '../../../src/mocks/platform/cashier/deposit-status-of';
import { finishDeposit, FINGERPRINT_DETAILS } from '../../../src/mocks/platform/cashier/finish-deposit';
import { preDepositInfoOf } from '../../../src/mocks/platform/cashier/pre-deposit-info';
import { submitDeposit } from '../../../src/mocks/platform/cashier/submit-deposit';

const SITE = 'http://localhost:4173';
const PROVIDER = 'http://localhost:5174';
const THREE_DS = 'http://127.0.0.1:5174';
const DETAILS = { userAgent: 'UA', acceptHeader: 'text/html', language: 'hu', javascriptEnabled: true, colorDepth: 24, screenHeight: 800, screenWidth: 1280, timezone: -60, javaEnabled: false };

function setUp(amount: string, extra: Record<string, unknown> = {}) {
  const db = createMockDb({}, { now: () => new Date('2026-06-15T12:00:00Z') });
  const player = db.findPlayerByEmail('player@example.com');
  if (!player) throw new Error('seeded HUN player missing');
  const submitted = submitDeposit(db, player, 'HUN', { method: 1140001, amount, currency: 'HUF', campaignId: -1, ...extra }, { idempotencyKey: 'key-1', providerOrigin: PROVIDER, siteOrigin: SITE, threeDsOrigin: THREE_DS });
  return { db, player, submitted };
}

describe('mock platform: the device fingerprint (cents .09) and depositFinish', () => {
  it('answers waiting with useFingerPrint and the hidden frame URL on the provider origin', () => {
    const { submitted } = setUp('9000.09');
    if (!('data' in submitted)) throw new Error('refused');
    expect(submitted.data).toMatchObject({ type: 'waiting', useFingerPrint: true, providerReference: expect.stringMatching(/^prov-/) });
    const url = new URL(submitted.data.fingerPrintUrl ?? '');
    expect(url.origin + url.pathname).toBe(`${PROVIDER}/interfaces/fingerprint.html`);
    expect(url.searchParams.get('returnOrigin')).toBe(SITE);
  });

  it('stays pending until depositFinish brings every browser detail, then ends ok', () => {
    const { db, player, submitted } = setUp('9000.09');
    if (!('data' in submitted)) throw new Error('refused');
    const reference = submitted.data.reference;
    const { timezone: _left, ...withoutTimezone } = DETAILS;
    const refused = finishDeposit(db, player, { reference, ...withoutTimezone }, SITE);
    expect(refused).toMatchObject({ failure: { body: { errorCode: 196, errorDetails: { fields: [{ field: 'timezone', code: 'required' }] } } } });
    expect(depositStatusOf(db, player, reference)).toMatchObject({ data: { status: 'pending' } });
    expect(depositStatusOf(db, player, reference)).toMatchObject({ data: { status: 'pending' } });
    expect(finishDeposit(db, player, { reference, ...DETAILS }, SITE)).toEqual({ data: { redirectUrl: `${SITE}/payment/deposit?reference=${reference}` } });
    expect(db.state.deposits?.[reference]?.browserDetails).toEqual(Object.fromEntries(FINGERPRINT_DETAILS.map((name) => [name, DETAILS[name]])));
    expect(depositStatusOf(db, player, reference)).toMatchObject({ data: { status: 'ok' } });
  });

  it('finishes another deposit without details, and refuses an unknown reference (101)', () => {
    const { db, player, submitted } = setUp('9000.05');
    if (!('data' in submitted)) throw new Error('refused');
    expect(finishDeposit(db, player, { reference: submitted.data.reference }, SITE)).toHaveProperty('data.redirectUrl');
    expect(finishDeposit(db, player, { reference: 'dep-unknown' }, SITE)).toMatchObject({ failure: { body: { errorCode: 101 } } });
  });

  it('a token-flow method needs the processor token, never card data (spec 2 §4)', () => {
    const db = createMockDb({}, { now: () => new Date('2026-06-15T12:00:00Z') });
    const player = db.findPlayerByEmail('player@example.com')!;
    const context = { idempotencyKey: 'key-2', providerOrigin: PROVIDER, siteOrigin: SITE, threeDsOrigin: THREE_DS };
    const base = { method: 400001, amount: '5000', currency: 'HUF', campaignId: -1, cardHolder: 'Anna Kiss' };
    expect(submitDeposit(db, player, 'HUN', base, context)).toMatchObject({ failure: { body: { errorCode: 196, errorDetails: { fields: [{ field: 'paymentToken' }] } } } });
    // 400001 also asks for its pre-deposit session first (getPreDepositInfo, tests/mocks/cashier/pre-deposit-info.test.ts)
    const info = preDepositInfoOf(db, player, 'HUN', new URLSearchParams({ method: '400001' }));
    const preDepositSession = 'data' in info ? info.data.params[0]?.value : undefined;
    expect(submitDeposit(db, player, 'HUN', { ...base, preDepositSession, paymentToken: `tok_${'a'.repeat(24)}` }, context)).toHaveProperty('data.type', 'waiting');
  });
});
