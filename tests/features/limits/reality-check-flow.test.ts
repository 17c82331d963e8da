import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import flowJson from '../../../flows/limit-reality-check.flow.json';
import { realityCheckFormData, realityCheckImplementations } from '../../../src/features/limits/reality-check-implementations';
import type { ApiPort } from '../../../src/stores/api-port';
import { createHostMachine } from '../../../src/ui/flow-host/create-host-machine';

function run(call: ApiPort['call'], minutes = 60) {
  const machine = createHostMachine(flowJson, () => realityCheckImplementations({ call }), { container: () => null, shownForm: () => ({ fields: () => ['minutes'] }) });
  return createActor(machine, { input: { minutes, data: realityCheckFormData(minutes) } }).start();
}

const calls = (call: ReturnType<typeof vi.fn>) => call.mock.calls as unknown as [string, unknown, { idempotencyKey: string }][];

// the host focuses the first error on the next frame (node has no frames)
beforeAll(() => vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0)));
afterAll(() => vi.unstubAllGlobals());

describe('reality-check interval flow (Session Time page)', () => {
  it('opens with the interval in force, saves the choice with an idempotency key and shows what the platform recorded', async () => {
    const call = vi.fn(() => Promise.resolve({ ok: true, data: { minutes: 15 } }));
    const actor = run(call as unknown as ApiPort['call']);
    expect(actor.getSnapshot().context).toMatchObject({ minutes: 60, data: { minutes: '60' }, saved: false });
    actor.send({ type: 'SUBMIT', data: { minutes: '15' } });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.saved);
    const [endpoint, payload, options] = calls(call)[0] ?? [];
    expect(endpoint).toBe('setRealityCheck');
    expect(payload).toEqual({ minutes: '15' });
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(actor.getSnapshot().context).toMatchObject({ minutes: 15, data: { minutes: '15' }, attemptKey: null });
  });

  it('a refused choice lands on the field and keeps the interval in force; a time-out keeps the attempt key for the retry', async () => {
    const refused = vi.fn(() => Promise.resolve({ ok: false, error: { errorCode: 196, errorDetails: { fields: [{ field: 'minutes', code: 'oneOf' }] } } }));
    const actor = run(refused as unknown as ApiPort['call']);
    actor.send({ type: 'SUBMIT', data: { minutes: '20' } });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.serverErrors.length > 0);
    expect(actor.getSnapshot().context).toMatchObject({ minutes: 60, saved: false, serverErrors: [{ field: '/minutes', code: 'oneOf' }] });

    const timeout = vi.fn(() => Promise.resolve({ ok: false, error: { kind: 'timeout', errorCode: 0 } }));
    const again = run(timeout as unknown as ApiPort['call']);
    again.send({ type: 'SUBMIT', data: { minutes: '30' } });
    await waitFor(again, (snapshot) => snapshot.matches('editing') && snapshot.context.notice !== null);
    again.send({ type: 'SUBMIT', data: { minutes: '30' } });
    await waitFor(again, () => timeout.mock.calls.length === 2);
    const keys = calls(timeout).map(([, , options]) => options.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });
});
