import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../../src/engine/idempotency-key';
import { attempt, setUpMockPlatform } from '../mock-platform-harness';

const platform = setUpMockPlatform({ market: 'SWE' });

const DEPOSIT = { method: 440001, amount: '500', currency: 'SEK', campaignId: -1, storedDetailReference: -1, country: 'SWE', bank: 'swedbank' };
const CONSENTS = { privacyPolicyChecked: true, depositAgeAndPolicyChecked: true };

/** Submits a visitor deposit with the consents and asks its status until it is no longer pending (at most 3 times). */
async function depositUntilSettled(body: Record<string, unknown>) {
  const client = platform.clientFor('SWE');
  const submitted = await client.call('depositSubmit', { ...DEPOSIT, ...CONSENTS, ...body }, attempt());
  if (!submitted.ok) throw new Error(`refused: ${submitted.error.errorCode}`);
  for (let call = 0; call < 3; call += 1) {
    const status = await client.call('depositStatus', { reference: submitted.data.reference });
    if (!status.ok) throw new Error('no status');
    if (status.data.status !== 'pending') return status.data;
  }
  throw new Error('still pending');
}

describe('mock platform: the visitor pay-and-play deposit (issue 11)', () => {
  it('offers a SWE visitor pay-and-play only, refuses a deposit without the consents, answers with the provider frame', async () => {
    const client = platform.clientFor('SWE');
    const details = await client.call('depositDetails', undefined);
    if (!details.ok) throw new Error('no details');
    expect(details.data.methods.map((method) => method.method)).toEqual([440001]);
    expect(details.data).toMatchObject({ campaigns: [], walletCurrency: 'SEK', totalDeposits: 0 });
    expect(await client.call('depositSubmit', DEPOSIT, attempt())).toMatchObject({ ok: false, error: { errorCode: 196 } });
    expect(await client.call('depositSubmit', { ...DEPOSIT, ...CONSENTS, country: 'DEU' }, attempt())).toMatchObject({ ok: false, error: { errorCode: 196 } });
    const idempotencyKey = newIdempotencyKey();
    const first = await client.call('depositSubmit', { ...DEPOSIT, ...CONSENTS }, { idempotencyKey });
    const again = await client.call('depositSubmit', { ...DEPOSIT, ...CONSENTS }, { idempotencyKey });
    if (!first.ok || !again.ok) throw new Error('refused');
    expect(first.data).toMatchObject({ type: 'frame', methodId: 440001 });
    expect(first.data.url).toMatch(/\/payment\.html\?reference=dep-.*&amount=500\.00&currency=SEK.*&mode=frame$/);
    expect(again.data.reference).toBe(first.data.reference);
  });

  it('at ok the bank identity registers the player, credits the deposit and mints a login code that needs the consents', async () => {
    const status = await depositUntilSettled({});
    expect(status).toMatchObject({ status: 'ok', amount: '500.00', currency: 'SEK' });
    const code = status.loginCode ?? '';
    expect(code).toMatch(/^login-/);
    const player = platform.db.findPlayerByEmail('payandplay.swedbank.swe@example.com');
    expect(player).toMatchObject({ payAndPlay: true, country: 'SWE', currency: 'SEK' });
    if (!player) throw new Error('no player');
    expect(platform.db.walletOf(player).cash).toBe('500.00');
    // without the consents the code logs nobody in (and stays usable)
    expect(await platform.client.call('loginByToken', { t: code })).toMatchObject({ ok: false, error: { errorCode: 196 } });
    expect(await platform.client.call('loginByToken', { t: code, ...CONSENTS })).toMatchObject({ ok: true });
    expect(player.payAndPlayConsents).toEqual([expect.objectContaining({ privacyPolicyChecked: true, depositAgeAndPolicyChecked: true })]);
    // the code is spent
    expect(await platform.client.call('loginByToken', { t: code, ...CONSENTS })).toMatchObject({ ok: false });
  });

  it('an SEB account is the seeded swede@example.com; cents .01 fail and register nobody', async () => {
    const swede = platform.db.findPlayerByEmail('swede@example.com');
    if (!swede) throw new Error('seeded SWE player missing');
    const players = platform.db.state.players.length;
    const failed = await depositUntilSettled({ bank: 'nordea', amount: '300.01' });
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.loginCode).toBeUndefined();
    expect(platform.db.state.players).toHaveLength(players);
    const ok = await depositUntilSettled({ bank: 'seb' });
    expect(platform.db.state.loginTokens[ok.loginCode ?? '']).toMatchObject({ email: 'swede@example.com' });
    expect(platform.db.state.players).toHaveLength(players);
  });

  it('where pay-and-play does not serve the visitor (HUN; SWE from Germany) the deposit calls need a login (115)', async () => {
    expect(await platform.clientFor('HUN').call('depositDetails', undefined)).toMatchObject({ ok: false, error: { errorCode: 115 } });
    platform.db.state.geoCountry = 'DEU';
    expect(await platform.clientFor('SWE').call('depositDetails', undefined)).toMatchObject({ ok: false, error: { errorCode: 115 } });
    expect(await platform.clientFor('SWE').call('depositSubmit', { ...DEPOSIT, ...CONSENTS }, attempt())).toMatchObject({ ok: false, error: { errorCode: 115 } });
  });
});
