import { describe, expect, it } from 'vitest';
import { assign, createActor, waitFor } from 'xstate';
import { loadFlow } from '../../src/engine/load-flow';

const child = {
  id: 'child',
  initial: 'working',
  context: { result: null, other: 'x' },
  output: 'result',
  states: {
    working: { on: { FINISH: { target: 'finished', actions: 'keep' } } },
    finished: { type: 'final' },
  },
};

const keep = assign({ result: ({ event }: { event: { type: string; value?: unknown } }) => event.value ?? null });

describe('loadFlow: top-level "output"', () => {
  it('makes the named context key the output of the finished machine', () => {
    const actor = createActor(loadFlow(child, { actions: { keep } })).start();
    expect(actor.getSnapshot().output).toBeUndefined();
    actor.send({ type: 'FINISH', value: { loginToken: 'lt' } });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ loginToken: 'lt' });
  });

  it('reads the key at the end, so an input-provided value is the output too', () => {
    const actor = createActor(loadFlow(child, { actions: { keep: () => undefined } }), { input: { result: 'from input' } }).start();
    actor.send({ type: 'FINISH' });
    expect(actor.getSnapshot().output).toBe('from input');
  });

  it('has no output without the key', () => {
    const { output: _output, ...withoutOutput } = child;
    const actor = createActor(loadFlow(withoutOutput, { actions: { keep } })).start();
    actor.send({ type: 'FINISH', value: 1 });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toBeUndefined();
  });

  it('hands the output to an invoking flow as the done event’s output', async () => {
    const childLogic = loadFlow(child, { actions: { keep } });
    const parent = {
      id: 'parent',
      initial: 'waiting',
      context: { received: null },
      states: {
        waiting: { invoke: { id: 'child', src: 'child', onDone: { target: 'done', actions: 'receive' } } },
        done: { type: 'final' },
      },
    };
    const actor = createActor(
      loadFlow(parent, {
        actors: { child: childLogic },
        actions: { receive: assign({ received: ({ event }: { event: { output?: unknown } }) => event.output ?? null }) },
      }),
    ).start();
    actor.getSnapshot().children.child!.send({ type: 'FINISH', value: { registrationToken: 'rt' } });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().context).toEqual({ received: { registrationToken: 'rt' } });
  });
});
