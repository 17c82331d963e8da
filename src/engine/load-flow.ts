import { setup } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { flowReferences } from './flow-references';
import { isJsonObject } from './is-json-object';
import { withContextInputs } from './with-context-inputs';

export interface FlowImplementations {
  guards?: Record<string, unknown>;
  actions?: Record<string, unknown>;
  actors?: Record<string, unknown>;
}

const GROUP = { guard: 'guards', action: 'actions', actor: 'actors' } as const;

/**
 * Builds an XState v5 machine from flow JSON. Every guard/action/actor the JSON
 * names must be implemented; the first missing one throws with the flow id and
 * the JSON pointer, instead of XState failing later when the transition runs.
 */
export function loadFlow(json: unknown, implementations: FlowImplementations): AnyStateMachine {
  if (!isJsonObject(json)) throw new Error('A flow must be a JSON object');
  const id = typeof json.id === 'string' ? json.id : '(no id)';
  for (const reference of flowReferences(json)) {
    const group = implementations[GROUP[reference.kind]] ?? {};
    if (!Object.hasOwn(group, reference.name)) {
      throw new Error(`Unknown ${reference.kind} "${reference.name}" in flow "${id}" at ${reference.pointer}`);
    }
  }
  // Implementations are typed by each feature; XState's setup() types cannot describe a registry looked up by name.
  const machineSetup = setup(implementations as Parameters<typeof setup>[0]);
  // The machine's input overrides the JSON's initial context (e.g. prefilled data); invokes get the context as input.
  const initialContext = isJsonObject(json.context) ? json.context : {};
  const config = {
    ...withContextInputs(json),
    context: ({ input }: { input: unknown }) => ({ ...initialContext, ...(isJsonObject(input) ? input : {}) }),
    // a top-level `"output": "<context key>"` names what an invoking flow receives as the done event's output
    ...(typeof json.output === 'string' ? { output: outputFromContext(json.output) } : {}),
  };
  return machineSetup.createMachine(config);
}

function outputFromContext(key: string) {
  return ({ context }: { context: Record<string, unknown> }) => context[key];
}
