import { assign, createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loadFlow } from '../../src/engine/load-flow';

const flow = {
  id: 'signup',
  initial: 'form',
  context: { count: 0 },
  states: {
    form: {
      on: {
        NEXT: [
          { guard: 'isReady', target: 'saving', actions: [{ type: 'add', params: { by: 2 } }] },
          { actions: 'add' },
        ],
      },
    },
    saving: { invoke: { src: 'save', onDone: 'done', onError: 'form' } },
    done: { type: 'final' },
  },
};

describe('loadFlow', () => {
  it('creates a working XState machine from JSON and named implementations', async () => {
    let ready = false;
    const machine = loadFlow(flow, {
      guards: { isReady: () => ready },
      actions: {
        add: assign({ count: ({ context }: { context: { count: number } }, params?: { by: number }) => context.count + (params?.by ?? 1) }),
      },
      actors: { save: fromPromise(() => Promise.resolve('ok')) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toEqual({ count: 1 });
    ready = true;
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toEqual({ count: 3 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('throws naming the unknown guard, the flow and the pointer', () => {
    expect(() => loadFlow(flow, { actions: { add: () => undefined }, actors: { save: fromPromise(() => Promise.resolve(1)) } })).toThrow(
      'Unknown guard "isReady" in flow "signup" at /states/form/on/NEXT/0/guard',
    );
  });

  it('throws for unknown actions and actors too', () => {
    expect(() => loadFlow(flow, { guards: { isReady: () => true }, actors: { save: fromPromise(() => Promise.resolve(1)) } })).toThrow(
      'Unknown action "add" in flow "signup" at /states/form/on/NEXT/0/actions/0/type',
    );
    expect(() => loadFlow(flow, { guards: { isReady: () => true }, actions: { add: () => undefined } })).toThrow(
      'Unknown actor "save" in flow "signup" at /states/saving/invoke/src',
    );
  });

  it('rejects non-objects', () => {
    expect(() => loadFlow([], {})).toThrow(/JSON object/);
  });
});
