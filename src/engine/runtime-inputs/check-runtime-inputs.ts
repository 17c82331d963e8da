import type { JsonObject } from '../json-value';
import { isRuntimeInputName, RUNTIME_INPUT_REGISTRY } from './runtime-input-registry';
import { RuntimeInputError } from './runtime-input-error';
import type { RuntimeInputName, RuntimeInputs, RuntimeInputTypes } from './runtime-input-types';

/** The form id of a schema, for error messages. */
export function formIdOf(schema: JsonObject): string {
  return typeof schema.$id === 'string' ? schema.$id : '(no $id)';
}

/** The names a (resolved) schema declares in its root `x-inputs`; an unknown name throws. */
export function declaredInputs(schema: JsonObject): RuntimeInputName[] {
  const declared = schema['x-inputs'];
  if (declared === undefined || declared === null) return [];
  if (!Array.isArray(declared)) throw new RuntimeInputError(formIdOf(schema), JSON.stringify(declared), 'unknown', 'x-inputs must be a list of input names');
  return declared.map((name) => {
    if (!isRuntimeInputName(name)) {
      throw new RuntimeInputError(formIdOf(schema), typeof name === 'string' ? name : JSON.stringify(name), 'unknown', 'is declared in x-inputs but is not in the runtime input registry');
    }
    return name;
  });
}

/**
 * Proves that every input the schema declares was given in its shape and returns exactly
 * those (an input the schema does not declare is not passed on, so nothing can read it
 * unnoticed). Throws RuntimeInputError naming the form and the input otherwise.
 */
export function checkRuntimeInputs(schema: JsonObject, given: Readonly<Record<string, unknown>> | undefined): RuntimeInputs {
  const formId = formIdOf(schema);
  const checked: Partial<Record<RuntimeInputName, unknown>> = {};
  for (const name of declaredInputs(schema)) {
    const definition = RUNTIME_INPUT_REGISTRY[name];
    const value = given && Object.hasOwn(given, name) ? given[name] : undefined;
    if (value === undefined) throw new RuntimeInputError(formId, name, 'missing', `is declared but was not given (expected ${definition.description})`);
    const problem = definition.problem(value);
    if (problem) throw new RuntimeInputError(formId, name, 'malformed', `is malformed: ${problem} (expected ${definition.description})`);
    checked[name] = value;
  }
  return Object.freeze(checked) as RuntimeInputs;
}

/**
 * Reads one runtime input, typed, for a rule (`ctx.inputs`) or widget (the form context's
 * `inputs`) that lists it in what it reads. runRules and SchemaForm pass on only the inputs the
 * form declares, so an absent one means the form does not declare it: a content error the
 * check catches first, thrown here rather than read as "none". The shape is checked again
 * (cheap), so a caller handing its own object cannot slip a malformed value through.
 */
export function runtimeInput<K extends RuntimeInputName>(
  inputs: Readonly<Record<string, unknown>> | undefined,
  name: K,
  formId: string,
): RuntimeInputTypes[K] {
  const value = inputs && Object.hasOwn(inputs, name) ? inputs[name] : undefined;
  if (value === undefined) throw new RuntimeInputError(formId, name, 'undeclared', 'is read but the form does not declare it in x-inputs');
  const problem = RUNTIME_INPUT_REGISTRY[name].problem(value);
  if (problem) throw new RuntimeInputError(formId, name, 'malformed', `is malformed: ${problem}`);
  return value as RuntimeInputTypes[K];
}
