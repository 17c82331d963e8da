import { isJsonObject } from './is-json-object';

export type FlowReferenceKind = 'guard' | 'action' | 'actor';

export interface FlowReference {
  kind: FlowReferenceKind;
  name: string;
  /** JSON pointer into the flow file */
  pointer: string;
}

type Visit = (kind: FlowReferenceKind, value: unknown, pointer: string) => void;

function each(value: unknown, pointer: string, visit: (item: unknown, pointer: string) => void): void {
  if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${pointer}/${index}`));
  else if (value !== undefined) visit(value, pointer);
}

function escape(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function walkTransitions(value: unknown, pointer: string, visit: Visit): void {
  each(value, pointer, (transition, at) => {
    if (!isJsonObject(transition)) return;
    if (transition.guard !== undefined) visit('guard', transition.guard, `${at}/guard`);
    each(transition.actions, `${at}/actions`, (action, p) => visit('action', action, p));
  });
}

function walkState(state: unknown, pointer: string, visit: Visit): void {
  if (!isJsonObject(state)) return;
  for (const key of ['entry', 'exit'] as const) each(state[key], `${pointer}/${key}`, (action, p) => visit('action', action, p));
  for (const key of ['on', 'after'] as const) {
    const map = state[key];
    if (isJsonObject(map)) {
      for (const [event, transitions] of Object.entries(map)) walkTransitions(transitions, `${pointer}/${key}/${escape(event)}`, visit);
    }
  }
  walkTransitions(state.always, `${pointer}/always`, visit);
  walkTransitions(state.onDone, `${pointer}/onDone`, visit);
  each(state.invoke, `${pointer}/invoke`, (invoke, at) => {
    if (!isJsonObject(invoke)) return;
    visit('actor', invoke.src, `${at}/src`);
    for (const key of ['onDone', 'onError', 'onSnapshot'] as const) walkTransitions(invoke[key], `${at}/${key}`, visit);
  });
  if (isJsonObject(state.states)) {
    for (const [name, child] of Object.entries(state.states)) walkState(child, `${pointer}/states/${escape(name)}`, visit);
  }
}

/** Every guard, action and actor a flow (XState machine JSON) names, with where it is named. */
export function flowReferences(flow: unknown): FlowReference[] {
  const references: FlowReference[] = [];
  walkState(flow, '', (kind, value, pointer) => {
    if (typeof value === 'string') references.push({ kind, name: value, pointer });
    else if (isJsonObject(value) && typeof value.type === 'string') references.push({ kind, name: value.type, pointer: `${pointer}/type` });
  });
  return references;
}
