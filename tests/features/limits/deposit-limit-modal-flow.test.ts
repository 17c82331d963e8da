import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import flowJson from '../../../flows/limit-deposit-cumulative.flow.json';
import type { LimitPeriodData, LimitsData } from '../../../src/api/endpoints';
import { DEFAULT_LIMIT_REGIME } from '../../../src/engine/limits/limit-regime';
import { depositLimitModalImplementations } from '../../../src/features/limits/deposit-limit-modal-implementations';
import type { ApiPort } from '../../../src/stores/api-port';
import { createHostMachine } from '../../../src/ui/flow-host/create-host-machine';

const period = (amount: string | null, extra: Partial<LimitPeriodData> = {}): LimitPeriodData => ({
  amount,
  availableAmount: amount,
  usedAmount: '0.00',
  minAmount: '1.00',
  maxAmount: '1000000.00',
  newAmount: null,
  amountEffectiveTime: null,
  endTime: null,
  autoRenew: false,
  increasingRequiresConfirmation: false,
  removalRequiresConfirmation: false,
  removalToBeConfirmed: false,
  removalEffectiveTime: null,
  removeDisabled: false,
  increasingEffectiveHours: 24,
  ...extra,
});

const LIMITS: LimitsData = {
  currency: 'EUR',
  regime: DEFAULT_LIMIT_REGIME,
  limits: { deposit: { daily: period(null, { highAmount: '1000.00' }), weekly: period('500.00', { autoRenew: true, highAmount: '5000.00' }), monthly: period(null) } },
};

function run(call: ApiPort['call']) {
  const close = vi.fn();
  const machine = createHostMachine(flowJson, () => depositLimitModalImplementations({ call }, close), { container: () => null, shownForm: () => null });
  const actor = createActor(machine).start();
  return { actor, close };
}

const setCalls = (call: ReturnType<typeof vi.fn>) => call.mock.calls.filter(([endpoint]) => endpoint === 'setLimits') as unknown as [string, unknown, { idempotencyKey: string }][];

// the host focuses the first error on the next frame (node has no frames)
beforeAll(() => vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0)));
afterAll(() => vi.unstubAllGlobals());

describe('cumulative deposit-limit modal flow', () => {
  it('daily by default; an ordinary limit is set at once with an idempotency key and the modal parameter is cleared', async () => {
    const call = vi.fn((endpoint: string) => Promise.resolve(endpoint === 'limits' ? { ok: true, data: LIMITS } : { ok: true, data: {} }));
    const { actor, close } = run(call as unknown as ApiPort['call']);
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.data).toEqual({ period: 'daily' });
    actor.send({ type: 'SUBMIT', data: { period: 'weekly', amount: '400' } });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    const [save] = setCalls(call);
    // only the chosen period, keeping its auto-renew flag: the other periods stay as they are
    expect(save?.[1]).toEqual({ type: 'deposit', periods: { weekly: { amount: '400', autoRenew: true } } });
    expect(save?.[2].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a high limit asks first: Cancel returns to editing without a call, Confirm sets it', async () => {
    const call = vi.fn((endpoint: string) => Promise.resolve(endpoint === 'limits' ? { ok: true, data: LIMITS } : { ok: true, data: {} }));
    const { actor, close } = run(call as unknown as ApiPort['call']);
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'SUBMIT', data: { period: 'daily', amount: '2000' } });
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    expect(actor.getSnapshot().context.confirmations.map((found: { type: string }) => found.type)).toEqual(['high', 'biggestLimit1']);
    actor.send({ type: 'CANCEL' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.data).toEqual({ period: 'daily', amount: '2000' });
    expect(setCalls(call)).toHaveLength(0);
    actor.send({ type: 'SUBMIT', data: { period: 'daily', amount: '2000' } });
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(setCalls(call)).toHaveLength(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("the platform's field issue for the period lands on the amount; the modal stays open", async () => {
    const refused = { ok: false, error: { kind: 'server', errorCode: 196, errorDetails: { fields: [{ field: 'monthly', code: 'maximum', params: { limit: '1000000.00' } }] } } };
    const call = vi.fn((endpoint: string) => Promise.resolve(endpoint === 'limits' ? { ok: true, data: LIMITS } : refused));
    const { actor, close } = run(call as unknown as ApiPort['call']);
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'SUBMIT', data: { period: 'monthly', amount: '600' } });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.serverErrors.length > 0);
    // the amount in the money format, not the platform's decimal string
    expect(actor.getSnapshot().context.serverErrors).toEqual([{ field: '/amount', code: 'maximum', params: { limit: '1.000.000,00 €' } }]);
    expect(close).not.toHaveBeenCalled();
  });
});
