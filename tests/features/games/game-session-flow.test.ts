import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import flowJson from '../../../flows/game-session.flow.json';
import { formStepActions } from '../../../src/engine/flow-host/form-step-actions';
import { loadFlow } from '../../../src/engine/load-flow';
import { timeLimitsOf, timeLimitsProblem } from '../../../src/engine/limits/time-limits';
import { gameInactivityMs } from '../../../src/features/games/game-inactivity';
import { gameSessionImplementations } from '../../../src/features/games/game-session-implementations';
import { realityCheckMs } from '../../../src/features/games/reality-check-interval';
import type { ApiPort } from '../../../src/stores/api-port';

function startSession(api: ApiPort, input: Record<string, unknown> = {}) {
  const own = gameSessionImplementations({ api, now: Date.now });
  const shared = formStepActions({
    failureOf: (error) => error,
    toFieldIssues: () => [],
    scrollToTop: () => undefined,
    focusFirstError: () => undefined,
    newAttemptKey: () => '00000000-0000-4000-8000-000000000000',
    isAnswered: () => true,
  });
  const machine = loadFlow(flowJson, { ...own, actions: { ...shared, ...own.actions } });
  return createActor(machine, { input: { game: 'golden-cherries', type: 'real', lang: 'en', ...input } }).start();
}

function recordingApi(calls: string[], realityCheckMinutes: number | null = null): ApiPort {
  return {
    call: (name: string) => {
      calls.push(name);
      if (name === 'startGame') return Promise.resolve({ ok: true, data: { gameSessionId: 'gs-1', url: 'http://localhost:5174/game.html', sessionTimeIncreaseRequired: false, realityCheckMinutes } });
      return Promise.resolve({ ok: true, data: {} });
    },
  } as unknown as ApiPort;
}

/** The session manager (spec 3 §4) on a fake clock: prolong every 60 s, retry after 10 s, end at the third failure. */
describe('game-session flow', () => {
  it('ends a session hidden longer than the inactivity time with the close call (timeout)', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const actor = startSession(recordingApi(calls));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'HIDDEN' });
    await vi.advanceTimersByTimeAsync(299_000);
    expect(actor.getSnapshot().value).toBe('playing');
    await vi.advanceTimersByTimeAsync(61_000);
    expect(actor.getSnapshot().value).toBe('ended');
    expect(actor.getSnapshot().context.endReason).toBe('timeout');
    expect(calls.at(-1)).toBe('closeGameSession');
    actor.stop();
    vi.useRealTimers();
  });

  it('the inactivity time comes from the input the page reads from settings (fe.gameSession.inactivityMinutes)', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const actor = startSession(recordingApi(calls), { inactivityMs: gameInactivityMs({ inactivityMinutes: 1 }) });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'HIDDEN' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().context.endReason).toBe('timeout');
    expect(calls.at(-1)).toBe('closeGameSession');
    actor.stop();
    vi.useRealTimers();
  });

  it('a prolongation refused with 122 (session time limit reached) ends the session at once: no retry, no close call, the error kept', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const refused = { errorCode: 122, errorDetails: { blockEndsTime: Date.parse('2026-01-16T00:00:00Z') } };
    const api = {
      call: (name: string) => {
        calls.push(name);
        if (name === 'startGame') return Promise.resolve({ ok: true, data: { gameSessionId: 'gs-1', url: 'http://localhost:5174/game.html', sessionTimeIncreaseRequired: false } });
        if (name === 'prolongGameSession') return Promise.resolve({ ok: false, error: refused });
        return Promise.resolve({ ok: true, data: {} });
      },
    } as unknown as ApiPort;
    const actor = startSession(api);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('ended');
    expect(actor.getSnapshot().context).toMatchObject({ endReason: 'sessionLimit', error: refused, failures: 0 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual(['startGame', 'prolongGameSession']);
    actor.stop();
    vi.useRealTimers();
  });

  it('ends at once without a call when another tab started a game (parallel)', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const actor = startSession(recordingApi(calls));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'PARALLEL' });
    expect(actor.getSnapshot().value).toBe('ended');
    expect(actor.getSnapshot().context.endReason).toBe('parallel');
    expect(calls).toEqual(['startGame']);
    actor.stop();
    vi.useRealTimers();
  });

  it('prolongs every 60 s, retries after 10 s and closes the session at the third consecutive failure', async () => {
    vi.useFakeTimers();
    const answers: boolean[] = [true, false, false, false];
    const calls: string[] = [];
    const api = {
      call: vi.fn((name: string) => {
        calls.push(name);
        if (name === 'startGame') return Promise.resolve({ ok: true, data: { gameSessionId: 'gs-1', url: 'http://localhost:5174/game.html', sessionTimeIncreaseRequired: false } });
        if (name === 'prolongGameSession') return Promise.resolve(answers.shift() ? { ok: true, data: {} } : { ok: false, error: { errorCode: 100 } });
        return Promise.resolve({ ok: true, data: {} });
      }),
    } as unknown as ApiPort;
    const own = gameSessionImplementations({ api, now: Date.now });
    const shared = formStepActions({
      failureOf: (error) => error,
      toFieldIssues: () => [],
      scrollToTop: () => undefined,
      focusFirstError: () => undefined,
      newAttemptKey: () => '00000000-0000-4000-8000-000000000000',
      isAnswered: () => true,
    });
    const machine = loadFlow(flowJson, { ...own, actions: { ...shared, ...own.actions } });
    const actor = createActor(machine, { input: { game: 'golden-cherries', type: 'real', lang: 'en' } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('playing');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('playing');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().context.failures).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().value).toBe('ended');
    expect(actor.getSnapshot().context.endReason).toBe('failed');
    expect(calls.filter((name) => name === 'prolongGameSession')).toHaveLength(4);
    expect(calls.at(-1)).toBe('closeGameSession');
    actor.stop();
    vi.useRealTimers();
  });
});

describe('game-session flow: the reality check', () => {
  const HOUR = 60 * 60_000;

  it('the reminder comes at the first tick after each interval; Continue starts the next interval; Leave closes the session (exit)', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const actor = startSession(recordingApi(calls), { realityCheckMs: HOUR });
    await vi.advanceTimersByTimeAsync(0);
    const startedAt = actor.getSnapshot().context.startedAt;
    expect(startedAt).not.toBeNull();
    expect(actor.getSnapshot().context.realityCheckDueAt).toBe((startedAt ?? 0) + HOUR);
    await vi.advanceTimersByTimeAsync(HOUR - 1000);
    expect(actor.getSnapshot().context.realityCheckShownAt).toBeNull();
    await vi.advanceTimersByTimeAsync(61_000);
    const shownAt = actor.getSnapshot().context.realityCheckShownAt;
    expect(shownAt).not.toBeNull();
    // the session is kept alive while the player decides
    const prolongs = calls.filter((name) => name === 'prolongGameSession').length;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(calls.filter((name) => name === 'prolongGameSession').length).toBeGreaterThan(prolongs);
    expect(actor.getSnapshot().context.realityCheckShownAt).toBe(shownAt);

    actor.send({ type: 'REALITY_CONTINUE' });
    expect(actor.getSnapshot().context.realityCheckShownAt).toBeNull();
    await vi.advanceTimersByTimeAsync(HOUR - 61_000);
    expect(actor.getSnapshot().context.realityCheckShownAt).toBeNull();
    await vi.advanceTimersByTimeAsync(2 * 61_000);
    expect(actor.getSnapshot().context.realityCheckShownAt).not.toBeNull();

    actor.send({ type: 'EXIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('ended');
    expect(actor.getSnapshot().context.endReason).toBe('exit');
    expect(calls.at(-1)).toBe('closeGameSession');
    actor.stop();
    vi.useRealTimers();
  });

  it("the player's chosen interval (the start's realityCheckMinutes) replaces the market's: a reminder at 15 minutes, then every 15", async () => {
    vi.useFakeTimers();
    const actor = startSession(recordingApi([], 15), { realityCheckMs: HOUR });
    await vi.advanceTimersByTimeAsync(0);
    const startedAt = actor.getSnapshot().context.startedAt ?? 0;
    expect(actor.getSnapshot().context).toMatchObject({ realityCheckMs: 15 * 60_000, realityCheckDueAt: startedAt + 15 * 60_000 });
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(actor.getSnapshot().context.realityCheckShownAt).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().context.realityCheckShownAt).toBe(startedAt + 15 * 60_000);
    actor.send({ type: 'REALITY_CONTINUE' });
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(actor.getSnapshot().context.realityCheckShownAt).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().context.realityCheckShownAt).not.toBeNull();
    actor.stop();
    vi.useRealTimers();
  });

  it('a chosen interval never turns reality checks on (demo, a market without them), and a malformed one keeps the market\'s', async () => {
    vi.useFakeTimers();
    const none = startSession(recordingApi([], 15), { realityCheckMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(none.getSnapshot().context).toMatchObject({ realityCheckMs: 0, realityCheckDueAt: null });
    none.stop();
    const malformed = startSession(recordingApi([], 0), { realityCheckMs: HOUR });
    await vi.advanceTimersByTimeAsync(0);
    expect(malformed.getSnapshot().context.realityCheckMs).toBe(HOUR);
    malformed.stop();
    vi.useRealTimers();
  });

  it('without an interval (demo play, a market without reality checks) no reminder ever comes', async () => {
    vi.useFakeTimers();
    const actor = startSession(recordingApi([]), { realityCheckMs: 0 });
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(actor.getSnapshot().context).toMatchObject({ realityCheckDueAt: null, realityCheckShownAt: null });
    actor.stop();
    vi.useRealTimers();
  });
});

describe('realityCheckMs', () => {
  it("a logged-in player's real-money play where the market offers reality checks (fe.timeLimits), every realityCheckMinutes", () => {
    const gbr = timeLimitsOf({ realityCheck: true, sessionLimits: true, realityCheckMinutes: 30 });
    expect(realityCheckMs(gbr, true, 'real')).toBe(30 * 60_000);
    expect(realityCheckMs(gbr, true, 'demo')).toBe(0);
    expect(realityCheckMs(gbr, false, 'real')).toBe(0);
    expect(realityCheckMs(timeLimitsOf({ realityCheck: false, sessionLimits: true }), true, 'real')).toBe(0);
    // reality checks without an interval named: the hour default
    expect(realityCheckMs(timeLimitsOf({ realityCheck: true, sessionLimits: false }), true, 'real')).toBe(60 * 60_000);
    expect(timeLimitsProblem({ realityCheck: true, sessionLimits: true, realityCheckMinutes: 0 })).toMatch(/realityCheckMinutes/);
  });
});

describe('gameInactivityMs', () => {
  it('reads whole minutes 1–120 from the setting, else the spec default of 300 s', () => {
    expect(gameInactivityMs({ inactivityMinutes: 10 })).toBe(600_000);
    expect(gameInactivityMs({ inactivityMinutes: 0 })).toBe(300_000);
    expect(gameInactivityMs({ inactivityMinutes: 2.5 })).toBe(300_000);
    expect(gameInactivityMs(undefined)).toBe(300_000);
  });
});
