import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import flowJson from '../../../flows/deposit.flow.json';
import type { DepositDetails, DepositStatus } from '../../../src/api/endpoints/cashier';
import { loadFlow } from '../../../src/engine/load-flow';
import { depositImplementations } from '../../../src/features/cashier/deposit-implementations';
import { depositPayload } from '../../../src/features/cashier/deposit-payload';
import { DepositStore } from '../../../src/features/cashier/deposit-store';
import { depositMethodsFor } from '../../../src/mocks/platform/cashier/deposit-method-catalogue';
import type { ApiPort } from '../../../src/stores/api-port';
import { createLocalErrorReporter } from '../../../src/stores/error-reporter';
import { asHosted } from '../../engine/flow-host/form-step-test-deps';

const details: DepositDetails = {
  methods: depositMethodsFor('SWE', 'SEK').filter((method) => method.payAndPlay),
  campaigns: [],
  walletCurrency: 'SEK',
  preselectedMethod: null,
  depositedTotalAmount: '0.00',
  totalDeposits: 0,
  numberOfSuccessfulDeposit: 0,
  hasPendingWithdrawal: false,
  pendingWithdrawalCount: 0,
  paymentDetailsVerificationRequired: false,
  providerErrors: [],
  maxAmountValidation: '1000000',
};

const TYPED = { amount: '500', country: 'SWE', bank: 'swedbank', privacyPolicyChecked: true, depositAgeAndPolicyChecked: true };

/** The deposit flow over a store (visitor or player) and a platform answering from `statuses` in turn. */
function start(visitor: boolean, statuses: DepositStatus[], loginSucceeds = true, waitingSeconds = 300) {
  const calls: { name: string; payload: unknown }[] = [];
  const api = {
    call: vi.fn((name: string, payload: unknown) => {
      calls.push({ name, payload });
      if (name === 'depositDetails') return Promise.resolve({ ok: true, data: details });
      if (name === 'depositLimits') return Promise.resolve({ ok: true, data: { daily: null, weekly: null, monthly: null, maxBalanceAvailable: null } });
      if (name === 'depositSubmit') return Promise.resolve({ ok: true, data: { type: 'frame', reference: 'dep-1', methodId: 440001, url: 'http://localhost:5174/payment.html' } });
      if (name === 'depositStatus') return Promise.resolve({ ok: true, data: statuses.shift() });
      return Promise.resolve({ ok: false, error: { kind: 'server', errorCode: 101 } });
    }),
  } as unknown as ApiPort;
  const store = new DepositStore(createLocalErrorReporter(() => undefined), () => Promise.resolve({ countrySelector: true }), { visitor });
  const loginWithCode = vi.fn(() => Promise.resolve(loginSucceeds));
  const afterFinalStatus = vi.fn();
  const implementations = depositImplementations({ api, store, now: () => new Date('2026-06-15T12:00:00Z'), waitingSeconds: () => waitingSeconds, navigate: () => undefined, afterFinalStatus, loginWithCode });
  const actor = createActor(loadFlow(flowJson, asHosted(implementations))).start();
  return { actor, calls, loginWithCode, afterFinalStatus };
}

describe('deposit flow: the visitor pay-and-play deposit (spec 2 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a visitor: no limits call, the form asks the consents, the frame’s ok waits for the status, whose login code logs in with the consents', async () => {
    const run = start(true, [{ status: 'ok', reference: 'dep-1', loginCode: 'login-abc' }]);
    await waitFor(run.actor, (snapshot) => snapshot.matches('form'));
    expect(run.calls.map((call) => call.name)).toEqual(['depositDetails']);
    expect(run.actor.getSnapshot().context.data).toMatchObject({ visitor: true, method: 440001, currency: 'SEK' });
    run.actor.send({ type: 'SUBMIT', data: { ...run.actor.getSnapshot().context.data, ...TYPED } });
    await waitFor(run.actor, (snapshot) => snapshot.matches('frame'));
    // the consents go with the deposit; the flow's own `visitor` never does
    const submitted = run.calls.find((call) => call.name === 'depositSubmit')?.payload as Record<string, unknown>;
    expect(submitted).toMatchObject({ method: 440001, amount: '500.00', privacyPolicyChecked: true, depositAgeAndPolicyChecked: true });
    expect(submitted).not.toHaveProperty('visitor');
    run.actor.send({ type: 'FRAME_STATUS', status: 'ok' });
    expect(run.actor.getSnapshot().matches('waitingPause')).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(run.actor, (snapshot) => snapshot.matches('success'));
    expect(run.loginWithCode).toHaveBeenCalledWith('login-abc', { privacyPolicyChecked: true, depositAgeAndPolicyChecked: true });
    expect(run.afterFinalStatus).toHaveBeenCalledOnce();
  });

  it('a failed login by the code: the deposit is final, the visitor is told to log in, the form (still the visitor’s) starts over', async () => {
    const run = start(true, [{ status: 'ok', reference: 'dep-1', loginCode: 'login-abc' }], false);
    await waitFor(run.actor, (snapshot) => snapshot.matches('form'));
    run.actor.send({ type: 'SUBMIT', data: { ...run.actor.getSnapshot().context.data, ...TYPED } });
    await waitFor(run.actor, (snapshot) => snapshot.matches('frame'));
    run.actor.send({ type: 'FRAME_WAITING' });
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(run.actor, (snapshot) => snapshot.matches('form') && snapshot.context.statusNotice !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ statusNotice: 'cashier:payAndPlay.loginFailed', data: { visitor: true } });
    expect(run.afterFinalStatus).toHaveBeenCalledOnce();
  });

  it('a visitor’s deposit that stays pending: waiting time / 5 polls, never more, never re-submitted, nobody logged in', async () => {
    const pending: DepositStatus = { status: 'pending', reference: 'dep-1' };
    const run = start(true, [pending, pending, pending, pending, pending], true, 15);
    await waitFor(run.actor, (snapshot) => snapshot.matches('form'));
    run.actor.send({ type: 'SUBMIT', data: { ...run.actor.getSnapshot().context.data, ...TYPED } });
    await waitFor(run.actor, (snapshot) => snapshot.matches('frame'));
    run.actor.send({ type: 'FRAME_WAITING' });
    for (let poll = 0; poll < 5; poll += 1) await vi.advanceTimersByTimeAsync(5000);
    expect(run.actor.getSnapshot().matches('waitingTimedOut')).toBe(true);
    expect(run.calls.filter((call) => call.name === 'depositStatus')).toHaveLength(3);
    expect(run.calls.filter((call) => call.name === 'depositSubmit')).toHaveLength(1);
    expect(run.loginWithCode).not.toHaveBeenCalled();
  });

  it('a player: the limits load, no consents asked, the frame’s ok is the success without a status call or a login', async () => {
    const run = start(false, []);
    await waitFor(run.actor, (snapshot) => snapshot.matches('form'));
    expect(run.calls.map((call) => call.name)).toEqual(['depositDetails', 'depositLimits']);
    expect(run.actor.getSnapshot().context.data.visitor).toBeUndefined();
    run.actor.send({ type: 'SUBMIT', data: { ...run.actor.getSnapshot().context.data, amount: '500', country: 'SWE', bank: 'seb' } });
    await waitFor(run.actor, (snapshot) => snapshot.matches('frame'));
    run.actor.send({ type: 'FRAME_STATUS', status: 'ok' });
    expect(run.actor.getSnapshot().matches('success')).toBe(true);
    expect(run.loginWithCode).not.toHaveBeenCalled();
  });
});

describe('depositPayload', () => {
  it('never sends the flow’s visitor field', () => {
    const payload = depositPayload({ data: { visitor: true, amount: '10', privacyPolicyChecked: true }, method: 440001, currency: 'SEK', bonusNone: false, derivedFields: [], derivedValues: {} });
    expect(payload).toEqual({ method: 440001, amount: '10.00', currency: 'SEK', campaignId: -1, storedDetailReference: -1, privacyPolicyChecked: true });
  });
});
