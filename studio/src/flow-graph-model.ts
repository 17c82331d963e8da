/** A flow drawn from its JSON: one node per state, one edge per transition, laid out in layers. */
export interface FlowNode {
  /** dotted state path ("submitting.waiting") */
  id: string;
  label: string;
  /** meta.form / meta.page / meta.screen: what the step shows */
  form?: string;
  page?: string;
  screen?: string;
  final: boolean;
  unreachable: boolean;
  deadEnd: boolean;
  x: number;
  y: number;
}

export interface FlowEdge {
  id: string;
  source: string;
  target: string;
  /** "NEXT [guard] / action, action", "always", "after 500", "done", "error" */
  label: string;
}

export interface FlowGraph {
  id: string;
  nodes: FlowNode[];
  edges: FlowEdge[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const names = (value: unknown): string[] =>
  list(value).flatMap((item) => (typeof item === 'string' ? [item] : isObject(item) && typeof item.type === 'string' ? [item.type] : []));

export const COLUMN_WIDTH = 260;
export const ROW_HEIGHT = 110;

/**
 * Nodes and edges of an XState v5 machine JSON (nested states as dotted paths; targets "sibling",
 * ".child", "#id"), reachability from the initial state (a compound state enters its initial child),
 * dead ends (a state that is not final and has no way out, its parent's included), and a layered
 * layout: breadth-first depth from the initial state is the column, unreachable states go last.
 */
export function flowGraph(flow: Json): FlowGraph {
  const states = new Map<string, Json>();
  const parents = new Map<string, string | undefined>();
  const byId = new Map<string, string>();
  const collect = (node: Json, path: string | undefined) => {
    if (!isObject(node.states)) return;
    for (const [name, child] of Object.entries(node.states)) {
      if (!isObject(child)) continue;
      const id = path === undefined ? name : `${path}.${name}`;
      states.set(id, child);
      parents.set(id, path);
      if (typeof child.id === 'string') byId.set(child.id, id);
      collect(child, id);
    }
  };
  collect(flow, undefined);
  const resolveTarget = (from: string, target: string): string | undefined => {
    if (target.startsWith('#')) return byId.get(target.slice(1));
    if (target.startsWith('.')) return states.has(`${from}${target}`) ? `${from}${target}` : undefined;
    for (let scope = parents.get(from); ; scope = parents.get(scope)) {
      const id = scope === undefined ? target : `${scope}.${target}`;
      if (states.has(id)) return id;
      if (scope === undefined) return undefined;
    }
  };
  const edges: FlowEdge[] = [];
  const addTransitions = (from: string, trigger: string, value: unknown) => {
    for (const transition of list(value)) {
      const spec: Json = typeof transition === 'string' ? { target: transition } : isObject(transition) ? transition : {};
      const guard = isObject(spec.guard) && typeof spec.guard.type === 'string' ? spec.guard.type : typeof spec.guard === 'string' ? spec.guard : undefined;
      const actions = names(spec.actions);
      const label = `${trigger}${guard ? ` [${guard}]` : ''}${actions.length > 0 ? ` / ${actions.join(', ')}` : ''}`;
      for (const target of list(spec.target)) {
        if (typeof target !== 'string') continue;
        const to = resolveTarget(from, target);
        if (to) edges.push({ id: `e${edges.length}`, source: from, target: to, label });
      }
      if (spec.target === undefined && actions.length > 0) edges.push({ id: `e${edges.length}`, source: from, target: from, label });
    }
  };
  for (const [id, state] of states) {
    if (isObject(state.on)) for (const [event, value] of Object.entries(state.on)) addTransitions(id, event, value);
    if (state.always !== undefined) addTransitions(id, 'always', state.always);
    if (isObject(state.after)) for (const [delay, value] of Object.entries(state.after)) addTransitions(id, `after ${delay}`, value);
    for (const invoke of list(state.invoke)) {
      if (!isObject(invoke)) continue;
      const actor = typeof invoke.src === 'string' ? invoke.src : 'actor';
      if (invoke.onDone !== undefined) addTransitions(id, `${actor} done`, invoke.onDone);
      if (invoke.onError !== undefined) addTransitions(id, `${actor} error`, invoke.onError);
    }
    if (state.onDone !== undefined) addTransitions(id, 'done', state.onDone);
    if (typeof state.initial === 'string' && states.has(`${id}.${state.initial}`)) {
      edges.push({ id: `e${edges.length}`, source: id, target: `${id}.${state.initial}`, label: 'initial' });
    }
  }
  const initial = typeof flow.initial === 'string' && states.has(flow.initial) ? flow.initial : undefined;
  const depth = new Map<string, number>();
  if (initial) {
    const queue = [initial];
    depth.set(initial, 0);
    while (queue.length > 0) {
      const current = queue.shift() ?? '';
      for (const edge of edges) {
        if (edge.source !== current || depth.has(edge.target)) continue;
        depth.set(edge.target, (depth.get(current) ?? 0) + 1);
        queue.push(edge.target);
      }
    }
  }
  // a state inside a compound state can also leave through its ancestors' transitions
  const hasWayOut = (id: string): boolean => {
    for (let current: string | undefined = id; current !== undefined; current = parents.get(current)) {
      if (edges.some((edge) => edge.source === current && edge.target !== current && edge.label !== 'initial')) return true;
    }
    return false;
  };
  const maxDepth = Math.max(0, ...depth.values());
  const rows = new Map<number, number>();
  const nodes = [...states].map(([id, state]): FlowNode => {
    const meta = isObject(state.meta) ? state.meta : {};
    const column = depth.get(id) ?? maxDepth + 1;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    const final = state.type === 'final';
    return {
      id,
      label: id,
      ...(typeof meta.form === 'string' ? { form: meta.form } : {}),
      ...(typeof meta.page === 'string' ? { page: meta.page } : {}),
      ...(typeof meta.screen === 'string' ? { screen: meta.screen } : {}),
      final,
      unreachable: !depth.has(id),
      deadEnd: !final && !isObject(state.states) && !hasWayOut(id),
      x: column * COLUMN_WIDTH,
      y: row * ROW_HEIGHT,
    };
  });
  return { id: typeof flow.id === 'string' ? flow.id : '', nodes, edges };
}
