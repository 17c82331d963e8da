import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import flowJson from '../../../flows/limit-editor.flow.json';
import type { LimitsData } from '../../../src/api/endpoints';
import { DEFAULT_LIMIT_REGIME } from '../../../src/engine/limits/limit-regime';
import { limitEditorImplementations } from '../../../src/features/limits/limit-editor-implementations';
import { LimitsStore } from '../../../src/features/limits/limits-store';
import type { ApiPort } from '../../../src/stores/api-port';
import { createHostMachine } from '../../../src/ui/flow-host/create-host-machine';

const LIMITS: LimitsData = {
  currency: 'EUR',
  regime: DEFAULT_LIMIT_REGIME,
  limits: {
    loss: {
      daily: {
        amount: '100.00',
        availableAmount: '100.00',
        usedAmount: '0.00',
        minAmount: '1.00',
        maxAmount: '1000.00',
        newAmount: null,
        amountEffectiveTime: null,
        endTime: null,
        autoRenew: true,
        increasingRequiresConfirmation: false,
        removalRequiresConfirmation: false,
        removalToBeConfirmed: false,
        removalEffectiveTime: null,
        removeDisabled: false,
        increasingEffectiveHours: 24,
      },
    },
  },
};

function run(call: ApiPort['call']) {
  const store = new LimitsStore();
  const machine = createHostMachine(flowJson, () => limitEditorImplementations({ call }, store), { container: () => null, shownForm: () => null });
  const actor = createActor(machine, { input: { limitType: 'loss', formId: 'limit-gaming' } }).start();
  return { actor, store };
}

describe('limit editor flow', () => {
  it('loads the limits into the form, saves with an idempotency key and reloads', async () => {
    const call = vi.fn((endpoint: string) => Promise.resolve(endpoint === 'limits' ? { ok: true, data: LIMITS } : { ok: true, data: {} }));
    const { actor, store } = run(call as unknown as ApiPort['call']);
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    // the periods without a limit get no flag: the form's schema default fills it in (limit-gaming: renew)
    expect(actor.getSnapshot().context.data).toEqual({ daily: '100.00', dailyAutoRenew: true });
    expect(store.data).toEqual(LIMITS);
    actor.send({ type: 'SUBMIT', data: { daily: '150,5', dailyAutoRenew: true, weeklyAutoRenew: true, monthlyAutoRenew: true } });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.saved === 'saved');
    const save = call.mock.calls.find(([endpoint]) => endpoint === 'setLimits') as unknown as [string, unknown, { idempotencyKey: string }];
    expect(save[1]).toEqual({ type: 'loss', periods: { daily: { amount: '150.5', autoRenew: true }, weekly: { amount: null, autoRenew: true }, monthly: { amount: null, autoRenew: true } } });
    expect(save[2].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(call.mock.calls.filter(([endpoint]) => endpoint === 'limits')).toHaveLength(2);
  });

  it('runs a period button from the store while editing; a refused removal becomes the notice', async () => {
    const call = vi.fn((endpoint: string) =>
      Promise.resolve(endpoint === 'limits' ? { ok: true, data: LIMITS } : { ok: false, error: { kind: 'server', errorCode: 'failedRemoveLimit' } }),
    );
    const { actor, store } = run(call as unknown as ApiPort['call']);
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    store.command('daily', 'remove');
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toMatchObject({ errorCode: 'failedRemoveLimit' });
    const remove = call.mock.calls.find(([endpoint]) => endpoint === 'removeLimit') as unknown as [string, unknown, { idempotencyKey: string }];
    expect(remove[1]).toEqual({ type: 'loss', period: 'daily' });
    expect(remove[2].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a failed load offers to try again', async () => {
    let fail = true;
    const call = vi.fn(() => Promise.resolve(fail ? { ok: false, error: { kind: 'timeout', errorCode: 0 } } : { ok: true, data: LIMITS }));
    const { actor } = run(call as unknown as ApiPort['call']);
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'));
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
  });
});
