import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/create-api-client';
import type { LimitPeriodData, LimitsData } from '../../src/api/endpoints';
import type { LimitPeriod, LimitType } from '../../src/engine/limits/limit-kinds';
import { attempt, MOCK_BASE, NOW, setUpMockPlatform } from './mock-platform-harness';

// a movable platform clock: each test sets it, the handlers read it through db.now()
let clock = NOW.getTime();
const platform = setUpMockPlatform({}, { now: () => new Date(clock) });

const codeOf = (result: { ok: boolean; error?: { errorCode: unknown } }) => (result.ok ? 'ok' : result.error?.errorCode);

async function loggedIn(market: string, email: string): Promise<ApiClient> {
  clock = NOW.getTime();
  const client = platform.clientFor(market);
  expect(codeOf(await client.call('login', { login: email, password: 'Password1' }))).toBe('ok');
  return client;
}

async function periodOf(client: ApiClient, type: LimitType, period: LimitPeriod): Promise<LimitPeriodData> {
  const result = await client.call('limits', undefined);
  if (!result.ok) throw new Error(`limits failed: ${String(result.error.errorCode)}`);
  const data: LimitsData = result.data;
  const found = data.limits[type]?.[period];
  if (!found) throw new Error(`no ${type} ${period}`);
  return found;
}

const set = (client: ApiClient, type: LimitType, periods: Partial<Record<LimitPeriod, string>>, autoRenew = true) =>
  client.call(
    'setLimits',
    { type, periods: Object.fromEntries(Object.entries(periods).map(([period, amount]) => [period, { amount, autoRenew }])) },
    attempt(),
  );

/** The QA input: what the player has used of a limit this period. */
const use = (type: LimitType, period: LimitPeriod, used: string) =>
  fetch(`${MOCK_BASE}/__mock/limits`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ type, period, used }) });

describe('mock platform: limits under each market regime (NOW = Thursday 2026-01-15 12:00 UTC)', () => {
  it('SWE: first limits at once, a decrease at once, an increase after 72 h and not before the period ends, mandatory deposit periods', async () => {
    const client = await loggedIn('SWE', 'swede@example.com');
    // a deposit limit must be set for every mandatory period
    expect(codeOf(await set(client, 'deposit', { daily: '100' }))).toBe(196);
    expect(codeOf(await set(client, 'deposit', { daily: '100', weekly: '500', monthly: '1000' }))).toBe('ok');
    expect((await periodOf(client, 'deposit', 'daily')).amount).toBe('100.00');

    expect(codeOf(await set(client, 'deposit', { daily: '200', weekly: '600' }))).toBe('ok');
    const daily = await periodOf(client, 'deposit', 'daily');
    expect(daily).toMatchObject({ amount: '100.00', newAmount: '200.00', amountEffectiveTime: '2026-01-18T12:00:00.000Z', increasingEffectiveHours: 72 });
    // weekly: 72 h would be Sunday noon, but the week ends on Monday midnight
    expect((await periodOf(client, 'deposit', 'weekly')).amountEffectiveTime).toBe('2026-01-19T00:00:00.000Z');

    clock = Date.parse('2026-01-18T12:00:00Z') - 1;
    expect((await periodOf(client, 'deposit', 'daily')).amount).toBe('100.00');
    clock = Date.parse('2026-01-18T12:00:00Z');
    expect(await periodOf(client, 'deposit', 'daily')).toMatchObject({ amount: '200.00', newAmount: null });
    expect((await periodOf(client, 'deposit', 'weekly')).amount).toBe('500.00');
    clock = Date.parse('2026-01-19T00:00:00Z');
    expect((await periodOf(client, 'deposit', 'weekly')).amount).toBe('600.00');

    expect(codeOf(await set(client, 'deposit', { daily: '50' }))).toBe('ok');
    expect((await periodOf(client, 'deposit', 'daily')).amount).toBe('50.00');
    // mandatory: removal is disabled and refused
    expect((await periodOf(client, 'deposit', 'daily')).removeDisabled).toBe(true);
    expect(codeOf(await client.call('removeLimit', { type: 'deposit', period: 'daily' }, attempt()))).toBe('failedRemoveLimit');
  });

  it('GBR: an increase after a 24 h cooling-off needs the player to confirm it; a removal likewise; undo cancels', async () => {
    const client = await loggedIn('GBR', 'player.gbr@example.com');
    expect(codeOf(await set(client, 'loss', { daily: '100' }))).toBe('ok');
    expect(codeOf(await set(client, 'loss', { daily: '300' }))).toBe('ok');
    expect(await periodOf(client, 'loss', 'daily')).toMatchObject({ newAmount: '300.00', amountEffectiveTime: '2026-01-16T12:00:00.000Z', increasingRequiresConfirmation: true });
    expect(codeOf(await client.call('confirmLimitIncrease', { type: 'loss', period: 'daily' }))).toBe(422);
    clock = Date.parse('2026-01-16T12:00:00Z');
    // due, but not applied until confirmed
    expect((await periodOf(client, 'loss', 'daily')).amount).toBe('100.00');
    expect(codeOf(await client.call('confirmLimitIncrease', { type: 'loss', period: 'daily' }))).toBe('ok');
    expect(await periodOf(client, 'loss', 'daily')).toMatchObject({ amount: '300.00', newAmount: null });

    expect(codeOf(await set(client, 'loss', { daily: '400' }))).toBe('ok');
    expect(codeOf(await client.call('undoIncreaseLimit', { type: 'loss', period: 'daily' }))).toBe('ok');
    expect(await periodOf(client, 'loss', 'daily')).toMatchObject({ amount: '300.00', newAmount: null });

    expect(codeOf(await client.call('removeLimit', { type: 'loss', period: 'daily' }, attempt()))).toBe('ok');
    expect(await periodOf(client, 'loss', 'daily')).toMatchObject({ removalToBeConfirmed: true, removalEffectiveTime: '2026-01-17T12:00:00.000Z', removalRequiresConfirmation: true });
    expect(codeOf(await client.call('undoRemoveLimit', { type: 'loss', period: 'daily' }))).toBe('ok');
    expect((await periodOf(client, 'loss', 'daily')).removalToBeConfirmed).toBe(false);
    expect(codeOf(await client.call('removeLimit', { type: 'loss', period: 'daily' }, attempt()))).toBe('ok');
    clock = Date.parse('2026-01-17T12:00:00Z');
    expect(codeOf(await client.call('confirmLimitRemoval', { type: 'loss', period: 'daily' }))).toBe('ok');
    expect((await periodOf(client, 'loss', 'daily')).amount).toBeNull();
  });

  it('NLD: a higher max balance takes effect after 7 days; a lower one at once; other limits after 24 h', async () => {
    const client = await loggedIn('NLD', 'player.nld@example.com');
    expect(codeOf(await set(client, 'maxBalance', { permanent: '500' }))).toBe('ok');
    expect(codeOf(await set(client, 'maxBalance', { permanent: '800' }))).toBe('ok');
    expect(await periodOf(client, 'maxBalance', 'permanent')).toMatchObject({ amount: '500.00', newAmount: '800.00', amountEffectiveTime: '2026-01-22T12:00:00.000Z' });
    clock = Date.parse('2026-01-22T11:59:59Z');
    expect((await periodOf(client, 'maxBalance', 'permanent')).amount).toBe('500.00');
    clock = Date.parse('2026-01-22T12:00:00Z');
    expect((await periodOf(client, 'maxBalance', 'permanent')).amount).toBe('800.00');
    expect(codeOf(await set(client, 'maxBalance', { permanent: '300' }))).toBe('ok');
    expect((await periodOf(client, 'maxBalance', 'permanent')).amount).toBe('300.00');

    expect(codeOf(await set(client, 'deposit', { daily: '10' }))).toBe('ok');
    expect(codeOf(await set(client, 'deposit', { daily: '20' }))).toBe('ok');
    expect((await periodOf(client, 'deposit', 'daily')).amountEffectiveTime).toBe('2026-01-23T12:00:00.000Z');
  });

  it.each([
    ['MLT', 'player.mlt@example.com'],
    ['EST', 'player.est@example.com'],
  ])('%s: an increase takes effect after the platform effectiveHours (24 h) without confirmation', async (market, email) => {
    const client = await loggedIn(market, email);
    expect(codeOf(await set(client, 'wager', { weekly: '100' }))).toBe('ok');
    expect(codeOf(await set(client, 'wager', { weekly: '150' }))).toBe('ok');
    expect(await periodOf(client, 'wager', 'weekly')).toMatchObject({ newAmount: '150.00', amountEffectiveTime: '2026-01-16T12:00:00.000Z', increasingEffectiveHours: 24 });
    clock = Date.parse('2026-01-16T11:59:59Z');
    expect((await periodOf(client, 'wager', 'weekly')).amount).toBe('100.00');
    clock = Date.parse('2026-01-16T12:00:00Z');
    expect((await periodOf(client, 'wager', 'weekly')).amount).toBe('150.00');
  });

  it('auto-renew: a renewing limit starts its next period with nothing used; one without renewal lapses when its period ends', async () => {
    const client = await loggedIn('INT', 'player.int@example.com');
    expect(codeOf(await set(client, 'loss', { daily: '100' }))).toBe('ok');
    expect(codeOf(await set(client, 'loss', { weekly: '500' }, false))).toBe('ok');
    expect(await periodOf(client, 'loss', 'daily')).toMatchObject({ autoRenew: true, expiresAt: null, endTime: '2026-01-16T00:00:00.000Z' });
    // set without renewal: it only ever protects more, so it applies for this week and lapses on Monday midnight
    expect(await periodOf(client, 'loss', 'weekly')).toMatchObject({ amount: '500.00', autoRenew: false, expiresAt: '2026-01-19T00:00:00.000Z' });
    expect((await use('loss', 'daily', '60.00')).status).toBe(200);
    expect(await periodOf(client, 'loss', 'daily')).toMatchObject({ usedAmount: '60.00', availableAmount: '40.00' });

    clock = Date.parse('2026-01-16T00:00:00Z');
    expect(await periodOf(client, 'loss', 'daily')).toMatchObject({ amount: '100.00', usedAmount: '0.00', availableAmount: '100.00', endTime: '2026-01-17T00:00:00.000Z' });
    clock = Date.parse('2026-01-18T23:59:59Z');
    expect(await periodOf(client, 'loss', 'daily')).toMatchObject({ endTime: '2026-01-19T00:00:00.000Z' });
    expect((await periodOf(client, 'loss', 'weekly')).amount).toBe('500.00');
    clock = Date.parse('2026-01-19T00:00:00Z');
    expect(await periodOf(client, 'loss', 'weekly')).toMatchObject({ amount: null, expiresAt: null });
    expect((await periodOf(client, 'loss', 'daily')).amount).toBe('100.00');

    // switching renewal off loosens the limit: the regime's 24 h first, then the next period end (Tue 00:00 + 24 h → Wed 00:00)
    expect(codeOf(await set(client, 'loss', { daily: '' }, false))).toBe('ok');
    expect(await periodOf(client, 'loss', 'daily')).toMatchObject({ amount: '100.00', autoRenew: false, expiresAt: '2026-01-20T00:00:00.000Z' });
    // switching it on again applies at once
    expect(codeOf(await set(client, 'loss', { daily: '' }, true))).toBe('ok');
    expect(await periodOf(client, 'loss', 'daily')).toMatchObject({ autoRenew: true, expiresAt: null });
  });

  it('WillSetRenew: renewal switched off on a renewing limit is pending until it lapses; WillRemoveNewAmount: a lapse before the new amount applies drops it', async () => {
    const client = await loggedIn('INT', 'player.int@example.com');
    expect(codeOf(await set(client, 'wager', { daily: '100', weekly: '300' }))).toBe('ok');
    expect(await periodOf(client, 'wager', 'daily')).toMatchObject({ willSetRenew: false, willRemoveNewAmount: false });
    // renewal off: it still renews (regime 24 h, then the next day end) — the platform's WillSetRenew
    expect(codeOf(await set(client, 'wager', { daily: '' }, false))).toBe('ok');
    expect(await periodOf(client, 'wager', 'daily')).toMatchObject({ autoRenew: false, expiresAt: '2026-01-17T00:00:00.000Z', willSetRenew: true });
    // Keep renewing is the limit save with renewal back on and no amount: nothing pending any more
    expect(codeOf(await client.call('setLimits', { type: 'wager', periods: { daily: { amount: null, autoRenew: true } } }, attempt()))).toBe('ok');
    expect(await periodOf(client, 'wager', 'daily')).toMatchObject({ amount: '100.00', autoRenew: true, expiresAt: null, willSetRenew: false });

    // a one-period weekly limit (lapses Monday 00:00) raised on Thursday: the increase would apply Friday noon, before the lapse
    expect(codeOf(await set(client, 'wager', { weekly: '' }, false))).toBe('ok');
    const weekly = await periodOf(client, 'wager', 'weekly');
    expect(weekly).toMatchObject({ willSetRenew: true, expiresAt: '2026-01-19T00:00:00.000Z' });
    expect(codeOf(await set(client, 'wager', { weekly: '400' }, false))).toBe('ok');
    expect(await periodOf(client, 'wager', 'weekly')).toMatchObject({ newAmount: '400.00', amountEffectiveTime: '2026-01-16T12:00:00.000Z', willRemoveNewAmount: false });
    // a daily limit set without renewal lapses tonight; its increase would apply tomorrow noon: the new amount is dropped
    expect(codeOf(await set(client, 'loss', { daily: '50' }, false))).toBe('ok');
    expect(codeOf(await set(client, 'loss', { daily: '80' }, false))).toBe('ok');
    expect(await periodOf(client, 'loss', 'daily')).toMatchObject({ amount: '50.00', newAmount: '80.00', expiresAt: '2026-01-16T00:00:00.000Z', willRemoveNewAmount: true, willSetRenew: false });
    clock = Date.parse('2026-01-16T00:00:00Z');
    expect(await periodOf(client, 'loss', 'daily')).toMatchObject({ amount: null, newAmount: null, willRemoveNewAmount: false });
  });

  it('auto-renew under rules: Swedish mandatory deposit limits always renew; under UK rules a lapse waits for Confirm removal', async () => {
    const swede = await loggedIn('SWE', 'swede@example.com');
    expect(codeOf(await set(swede, 'deposit', { daily: '100', weekly: '500', monthly: '1000' }, false))).toBe('ok');
    expect(await periodOf(swede, 'deposit', 'daily')).toMatchObject({ autoRenew: true, expiresAt: null });
    clock = Date.parse('2026-02-01T00:00:00Z');
    expect(await periodOf(swede, 'deposit', 'monthly')).toMatchObject({ amount: '1000.00', endTime: '2026-03-01T00:00:00.000Z' });

    const briton = await loggedIn('GBR', 'player.gbr@example.com');
    expect(codeOf(await set(briton, 'deposit', { daily: '50' }))).toBe('ok');
    // renewal switched off: 24 h cooling-off, so the first day end after it (Sat 00:00), and then the player's confirmation
    expect(codeOf(await set(briton, 'deposit', { daily: '' }, false))).toBe('ok');
    expect((await periodOf(briton, 'deposit', 'daily')).expiresAt).toBe('2026-01-17T00:00:00.000Z');
    clock = Date.parse('2026-01-17T00:00:00Z');
    expect(await periodOf(briton, 'deposit', 'daily')).toMatchObject({ amount: '50.00', removalToBeConfirmed: true, removalEffectiveTime: '2026-01-17T00:00:00.000Z' });
    expect(codeOf(await briton.call('confirmLimitRemoval', { type: 'deposit', period: 'daily' }))).toBe('ok');
    expect((await periodOf(briton, 'deposit', 'daily')).amount).toBeNull();
  });

  it('a daily session limit ends a running game: the prolongation answers 122 once the minutes are played, a new start too, until the day ends', async () => {
    const client = await loggedIn('INT', 'player.int@example.com');
    expect(codeOf(await set(client, 'session', { daily: '60' }))).toBe('ok');
    const started = await client.call('startGame', { game: 'golden-cherries', type: 'real', lang: 'en' }, attempt());
    expect(codeOf(started)).toBe('ok');
    clock = NOW.getTime() + 59 * 60_000;
    expect(codeOf(await client.call('prolongGameSession', undefined))).toBe('ok');
    clock = NOW.getTime() + 60 * 60_000;
    const refused = await client.call('prolongGameSession', undefined);
    expect(refused.ok ? null : refused.error).toMatchObject({ errorCode: 122, errorDetails: { blockEndsTime: Date.parse('2026-01-16T00:00:00Z') } });
    // the time is used up: the limits show it, and another game is refused
    expect(await periodOf(client, 'session', 'daily')).toMatchObject({ usedAmount: '60', availableAmount: '0' });
    expect(codeOf(await client.call('startGame', { game: 'golden-cherries', type: 'real', lang: 'en' }, attempt()))).toBe(122);
    // a new day: the renewing limit starts again with nothing used
    clock = Date.parse('2026-01-16T00:00:00Z');
    expect(codeOf(await client.call('startGame', { game: 'golden-cherries', type: 'real', lang: 'en' }, attempt()))).toBe('ok');
  });

  it('session limits are whole minutes within the period; amounts out of range answer 196 with the field', async () => {
    const client = await loggedIn('INT', 'player.int@example.com');
    expect(codeOf(await set(client, 'session', { daily: '120' }))).toBe('ok');
    expect((await periodOf(client, 'session', 'daily')).amount).toBe('120');
    const tooLong = await set(client, 'session', { daily: '2000' });
    expect(tooLong.ok ? null : tooLong.error.errorDetails).toMatchObject({ fields: [{ field: 'daily', code: 'maximum' }] });
    expect(codeOf(await set(client, 'deposit', { daily: '12.345' }))).toBe(196);
  });

  it("applies the regime of the player's applied country, not the served market's", async () => {
    const regimeOf = async (client: ApiClient) => {
      const result = await client.call('limits', undefined);
      if (!result.ok) throw new Error(`limits failed: ${String(result.error.errorCode)}`);
      return result.data.regime;
    };
    // a non-Swedish player on the Swedish site: no Swedish regime, no mandatory deposit periods
    const international = await loggedIn('SWE', 'player.int@example.com');
    expect(await regimeOf(international)).toMatchObject({ id: 'int' });
    expect((await regimeOf(international)).mandatoryPeriods).toBeUndefined();
    expect(codeOf(await set(international, 'deposit', { daily: '100' }))).toBe('ok');
    // a Dutch player on the Swedish site keeps the Dutch max-balance rule
    const dutch = await loggedIn('SWE', 'player.nld@example.com');
    expect(await regimeOf(dutch)).toMatchObject({ id: 'nld', rules: { maxBalance: { increaseDelayHours: 168 } } });
    // the Swede on the Swedish site
    expect(await regimeOf(await loggedIn('SWE', 'swede@example.com'))).toMatchObject({ id: 'swe', mandatoryPeriods: { deposit: ['daily', 'weekly', 'monthly'] } });
  });

  it('records the PGSI self-assessment: score and band, 196 at the questions not answered on the scale', async () => {
    const client = await loggedIn('INT', 'player.int@example.com');
    const answers = { q1: 3, q2: 2, q3: 1, q4: 0, q5: 1, q6: 0, q7: 0, q8: 1, q9: 0 };
    const result = await client.call('submitQuestionnaire', { answers }, attempt());
    expect(result.ok ? result.data : result.error).toEqual({ score: 8, band: 'problem' });
    const refused = await client.call('submitQuestionnaire', { answers: { ...answers, q2: 4 } }, attempt());
    expect(refused.ok ? null : refused.error).toMatchObject({ errorCode: 196, errorDetails: { fields: [{ field: 'q2', code: 'oneOf' }] } });
  });

  it('seeded exclusion-register accounts answer 238 with the provider: Spelpaus until 2031, GamStop without end', async () => {
    clock = NOW.getTime();
    const spelpaus = await platform.clientFor('SWE').call('login', { login: 'spelpaus@example.com', password: 'Password1' });
    expect(spelpaus.ok ? null : spelpaus.error).toMatchObject({ errorCode: 238, errorDetails: { provider: 3, blockEndsTime: Date.parse('2031-01-01T00:00:00Z') } });
    const gamstop = await platform.clientFor('GBR').call('login', { login: 'gamstop@example.com', password: 'Password1' });
    expect(gamstop.ok ? null : gamstop.error).toMatchObject({ errorCode: 238, errorDetails: { provider: 0, permanent: true } });
  });

  it('answers 115 when nobody is logged in', async () => {
    clock = NOW.getTime();
    expect(codeOf(await platform.clientFor('SWE').call('limits', undefined))).toBe(115);
  });
});

describe('mock platform: time-out and self-exclusion', () => {
  it('a time-out closes the account for the chosen days: 217 with its end until then, login again afterwards', async () => {
    const client = await loggedIn('INT', 'player.int@example.com');
    expect(codeOf(await client.call('timeOut', { days: 3 }, attempt()))).toBe(196);
    const closed = await client.call('timeOut', { days: 7 }, attempt());
    expect(closed.ok ? closed.data : null).toEqual({ until: '2026-01-22T12:00:00.000Z' });
    // the session ended with the closure
    expect(codeOf(await client.call('limits', undefined))).toBe(115);
    const refused = await client.call('login', { login: 'player.int@example.com', password: 'Password1' });
    expect(refused.ok ? null : refused.error).toMatchObject({ errorCode: 217, errorDetails: { blockEndsTime: Date.parse('2026-01-22T12:00:00Z') } });
    clock = Date.parse('2026-01-22T12:00:00Z');
    expect(codeOf(await client.call('login', { login: 'player.int@example.com', password: 'Password1' }))).toBe('ok');
  });

  it('a self-exclusion closes the account for months (216 until) or permanently (216 permanent)', async () => {
    const client = await loggedIn('GBR', 'player.gbr@example.com');
    const closed = await client.call('selfExclusion', { months: 6 }, attempt());
    expect(closed.ok ? closed.data : null).toEqual({ until: '2026-07-15T12:00:00.000Z' });
    const refused = await client.call('login', { login: 'player.gbr@example.com', password: 'Password1' });
    expect(refused.ok ? null : refused.error).toMatchObject({ errorCode: 216, errorDetails: { blockEndsTime: Date.parse('2026-07-15T12:00:00Z') } });

    const other = await loggedIn('SWE', 'swede@example.com');
    expect(codeOf(await other.call('selfExclusion', { months: 0 }, attempt()))).toBe('ok');
    const permanent = await other.call('login', { login: 'swede@example.com', password: 'Password1' });
    expect(permanent.ok ? null : permanent.error).toMatchObject({ errorCode: 216, errorDetails: { permanent: true } });
  });
});
