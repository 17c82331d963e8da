import { describe, expect, it } from 'vitest';
import registration from '../../flows/registration.flow.json' with { type: 'json' };
import { COLUMN_WIDTH, flowGraph } from '../../studio/src/flow-graph-model';

describe('flowGraph', () => {
  it('draws states, transitions with guards and actions, and lays them out by depth', () => {
    const graph = flowGraph({
      id: 'demo',
      initial: 'form',
      states: {
        form: { meta: { form: 'login', page: 'main' }, on: { SUBMIT: { target: 'sending', guard: 'isValid', actions: ['assignData'] } } },
        sending: { invoke: { src: 'send', onDone: 'done', onError: { target: 'form', actions: 'assignServerErrors' } } },
        done: { type: 'final' },
        orphan: { on: { GO: 'done' } },
        stuck: {},
      },
    });
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'form', target: 'sending', label: 'SUBMIT [isValid] / assignData' }));
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'sending', target: 'form', label: 'send error / assignServerErrors' }));
    const node = (id: string) => graph.nodes.find((entry) => entry.id === id);
    expect(node('form')).toMatchObject({ form: 'login', page: 'main', x: 0, unreachable: false, deadEnd: false });
    expect(node('sending')?.x).toBe(COLUMN_WIDTH);
    expect(node('done')).toMatchObject({ final: true, deadEnd: false });
    expect(node('orphan')).toMatchObject({ unreachable: true, deadEnd: false });
    expect(node('stuck')).toMatchObject({ unreachable: true, deadEnd: true });
  });

  it('resolves nested states, "#id" and ".child" targets', () => {
    const graph = flowGraph({
      initial: 'outer',
      states: {
        outer: { initial: 'a', on: { CANCEL: '#end' }, states: { a: { on: { NEXT: 'b' } }, b: {} } },
        end: { id: 'end', type: 'final' },
      },
    });
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'outer', target: 'outer.a', label: 'initial' }));
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'outer.a', target: 'outer.b' }));
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'outer', target: 'end' }));
    // b has no transition of its own but leaves through its parent's CANCEL
    expect(graph.nodes.find((node) => node.id === 'outer.b')).toMatchObject({ deadEnd: false, unreachable: false });
  });

  it('draws the real registration flow with every state reachable', () => {
    const graph = flowGraph(registration);
    expect(graph.id).toBe('registration');
    expect(graph.nodes.find((node) => node.id === 'details')).toMatchObject({ form: 'registration', page: 'details' });
    expect(graph.nodes.filter((node) => node.unreachable)).toEqual([]);
  });
});
