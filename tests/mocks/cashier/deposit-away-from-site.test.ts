import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../../src/mocks/db/create-mock-db';
import { submitDeposit } from '../../../src/mocks/platform/cashier/submit-deposit';

const CONTEXT = { idempotencyKey: 'key-1', providerOrigin: 'http://localhost:5174', siteOrigin: 'http://localhost:4173', threeDsOrigin: 'http://127.0.0.1:5174' };

function submit(body: Record<string, unknown>) {
  const db = createMockDb({}, { now: () => new Date('2026-06-15T12:00:00Z') });
  const player = db.findPlayerByEmail('player@example.com');
  if (!player) throw new Error('seeded HUN player missing');
  const submitted = submitDeposit(db, player, 'HUN', { currency: 'HUF', campaignId: -1, ...body }, CONTEXT);
  if (!('data' in submitted)) throw new Error('refused');
  return { db, data: submitted.data };
}

describe('mock platform: deposits paid away from the site (spec 2 §9)', () => {
  it('terminal QR (950001): a finish with the code text naming the deposit, its reference and a 15-minute expiry; the deposit stays pending', () => {
    const { db, data } = submit({ method: 950001, amount: '5000', phoneNumber: '+36301234567' });
    expect(data.type).toBe('finish');
    expect(data.params).toEqual([
      { name: 'qrCode', value: `TERMINALPAY|${data.reference}|5000.00|HUF` },
      { name: 'reference', value: data.reference },
      { name: 'expiresAt', value: '2026-06-15T12:15:00.000Z' },
    ]);
    expect(db.state.deposits?.[data.reference]?.finalStatus).toBe('pending');
  });

  it('crypto (910003): the chosen coin, its address, a chargeId and a 30-minute expiry', () => {
    const { data } = submit({ method: 910003, amount: '20000', cryptoCurrency: 'ETH' });
    expect(data.type).toBe('finish');
    expect(Object.fromEntries((data.params ?? []).map((param) => [param.name, param.value]))).toEqual({
      coin: 'ETH',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      reference: data.reference,
      chargeId: `ch_${data.reference}`,
      expiresAt: '2026-06-15T12:30:00.000Z',
    });
  });

  it('an outcome by cents still wins over the finish (QA inputs): crypto 20000.05 is the frame', () => {
    expect(submit({ method: 910003, amount: '20000.05', cryptoCurrency: 'BTC' }).data.type).toBe('frame');
  });
});
