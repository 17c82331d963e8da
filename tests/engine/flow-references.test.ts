import { describe, expect, it } from 'vitest';
import { flowReferences } from '../../src/engine/flow-references';

describe('flowReferences', () => {
  it('finds guards, actions and actors everywhere a machine can name them', () => {
    const flow = {
      id: 'f',
      initial: 'a',
      entry: 'boot',
      states: {
        a: {
          always: [{ guard: 'skip', target: 'b' }],
          on: { NEXT: [{ guard: { type: 'ready', params: {} }, target: 'b', actions: ['save', { type: 'log' }] }] },
          after: { '1000': { actions: 'tick' } },
          exit: [{ type: 'leave' }],
        },
        b: {
          invoke: { src: 'call', onDone: { target: 'c', actions: 'store' }, onError: [{ guard: 'retry', target: 'a' }] },
          states: { inner: { entry: 'deep' } },
        },
        c: { type: 'final' },
      },
    };
    const byPointer = (a: { pointer: string }, b: { pointer: string }) => a.pointer.localeCompare(b.pointer);
    expect(flowReferences(flow).sort(byPointer)).toEqual([
      { kind: 'action', name: 'boot', pointer: '/entry' },
      { kind: 'guard', name: 'skip', pointer: '/states/a/always/0/guard' },
      { kind: 'action', name: 'leave', pointer: '/states/a/exit/0/type' },
      { kind: 'guard', name: 'ready', pointer: '/states/a/on/NEXT/0/guard/type' },
      { kind: 'action', name: 'save', pointer: '/states/a/on/NEXT/0/actions/0' },
      { kind: 'action', name: 'log', pointer: '/states/a/on/NEXT/0/actions/1/type' },
      { kind: 'action', name: 'tick', pointer: '/states/a/after/1000/actions' },
      { kind: 'actor', name: 'call', pointer: '/states/b/invoke/src' },
      { kind: 'action', name: 'store', pointer: '/states/b/invoke/onDone/actions' },
      { kind: 'guard', name: 'retry', pointer: '/states/b/invoke/onError/0/guard' },
      { kind: 'action', name: 'deep', pointer: '/states/b/states/inner/entry' },
    ].sort(byPointer));
  });
});
