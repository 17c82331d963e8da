import { isJsonObject } from './is-json-object';

type Config = Record<string, unknown>;

/**
 * Flow JSON cannot hold functions, so every `invoke` gets its input the one way flows need it:
 * the static `input` object of the JSON plus the invoking machine's current `context`
 * (`{ ...input, context }`). Actors therefore read form data from `input.context`.
 */
export function withContextInputs(node: Config): Config {
  const copy: Config = { ...node };
  if (node.invoke !== undefined) {
    const invokes = Array.isArray(node.invoke) ? node.invoke : [node.invoke];
    const mapped = invokes.map((invoke: unknown) => {
      if (!isJsonObject(invoke)) return invoke;
      const staticInput = isJsonObject(invoke.input) ? invoke.input : {};
      return { ...invoke, input: ({ context }: { context: unknown }) => ({ ...staticInput, context }) };
    });
    copy.invoke = Array.isArray(node.invoke) ? mapped : mapped[0];
  }
  if (isJsonObject(node.states)) {
    copy.states = Object.fromEntries(
      Object.entries(node.states).map(([name, state]) => [name, isJsonObject(state) ? withContextInputs(state) : state]),
    );
  }
  return copy;
}
