import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/create-api-client';
import type { LimitPeriodData, LimitsData } from '../../src/api/endpoints';
import type { LimitPeriod, LimitType } from '../../src/engine/limits/limit-kinds';
import { attempt, NOW, setUpMockPlatform } from './mock-platform-harness';

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

const set = (client: ApiClient, type: LimitType, periods: Partial<Record<LimitPeriod, string>>) =>
  client.call(
    'setLimits',
    { type, periods: Object.fromEntries(Object.entries(periods).map(([period, amount]) => [period, { amount, autoRenew: false }])) },
    attempt(),
  );

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

  it('session limits are whole minutes within the period; amounts out of range answer 196 with the field', async () => {
    const client = await loggedIn('INT', 'player.int@example.com');
    expect(codeOf(await set(client, 'session', { daily: '120' }))).toBe('ok');
    expect((await periodOf(client, 'session', 'daily')).amount).toBe('120');
    const tooLong = await set(client, 'session', { daily: '2000' });
    expect(tooLong.ok ? null : tooLong.error.errorDetails).toMatchObject({ fields: [{ field: 'daily', code: 'maximum' }] });
    expect(codeOf(await set(client, 'deposit', { daily: '12.345' }))).toBe(196);
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
