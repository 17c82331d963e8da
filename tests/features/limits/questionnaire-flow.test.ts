import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import flowJson from '../../../flows/rg-questionnaire.flow.json';
import { questionnaireImplementations } from '../../../src/features/limits/questionnaire-implementations';
import type { ApiPort } from '../../../src/stores/api-port';
import { createHostMachine } from '../../../src/ui/flow-host/create-host-machine';

const ANSWERS = { q1: '1', q2: '0', q3: '2', q4: '0', q5: '1', q6: '0', q7: '0', q8: '0', q9: '1' };

function run(call: ApiPort['call']) {
  const machine = createHostMachine(flowJson, () => questionnaireImplementations({ call }), { container: () => null, shownForm: () => null });
  return createActor(machine).start();
}

// the host focuses the first error on the next frame (node has no frames)
beforeAll(() => vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0)));
afterAll(() => vi.unstubAllGlobals());

describe('responsible-gambling questionnaire flow', () => {
  it('records the answers as numbers with an idempotency key, shows the result, and may be taken again', async () => {
    const call = vi.fn(() => Promise.resolve({ ok: true, data: { score: 5, band: 'moderate' } }));
    const actor = run(call as unknown as ApiPort['call']);
    actor.send({ type: 'SUBMIT', data: ANSWERS });
    await waitFor(actor, (snapshot) => snapshot.matches('result'));
    expect(actor.getSnapshot().context.result).toEqual({ score: 5, band: 'moderate' });
    const [endpoint, payload, options] = call.mock.calls[0] as unknown as [string, unknown, { idempotencyKey: string }];
    expect(endpoint).toBe('submitQuestionnaire');
    expect(payload).toEqual({ answers: { q1: 1, q2: 0, q3: 2, q4: 0, q5: 1, q6: 0, q7: 0, q8: 0, q9: 1 } });
    expect(options.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    actor.send({ type: 'AGAIN' });
    await waitFor(actor, (snapshot) => snapshot.matches('answering'));
    expect(actor.getSnapshot().context).toMatchObject({ data: {}, result: null, attemptKey: null });
  });

  it('a failure keeps the answers and becomes the notice; a retry after a time-out reuses the attempt key', async () => {
    const call = vi.fn(() => Promise.resolve({ ok: false, error: { kind: 'timeout', errorCode: 0 } }));
    const actor = run(call as unknown as ApiPort['call']);
    actor.send({ type: 'SUBMIT', data: ANSWERS });
    await waitFor(actor, (snapshot) => snapshot.matches('answering') && snapshot.context.notice !== null);
    expect(actor.getSnapshot().context.data).toEqual(ANSWERS);
    actor.send({ type: 'SUBMIT', data: ANSWERS });
    await waitFor(actor, () => call.mock.calls.length === 2);
    const keys = (call.mock.calls as unknown as [string, unknown, { idempotencyKey: string }][]).map(([, , options]) => options.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });
});
