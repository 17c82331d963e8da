import { isJsonObject } from './is-json-object';
import type { JsonObject } from './json-value';
import { checkRuntimeInputs, formIdOf } from './runtime-inputs/check-runtime-inputs';
import { RuntimeInputError } from './runtime-inputs/runtime-input-error';
import type { RuleContext } from './rules/rule';
import type { RuleDefinition } from './rules/rule-definition';
import { RULE_REGISTRY } from './rules/rule-registry';
import type { ValidationIssue } from './validation-issue';

/**
 * Runs the schema's root `x-rules` (keyed by rule instance name, so overlays can patch one rule)
 * against the data. First the runtime inputs of `ctx.inputs` are checked against the schema's
 * `x-inputs` (a missing or malformed one throws RuntimeInputError); rules then see only the
 * declared inputs, and a rule reading one its form does not declare throws too. An unknown rule
 * name throws (the content check catches it and undeclared reads first).
 */
export function runRules(
  schema: JsonObject,
  data: Record<string, unknown>,
  ctx: RuleContext,
  registry: Readonly<Record<string, RuleDefinition>> = RULE_REGISTRY,
): ValidationIssue[] {
  const inputs = checkRuntimeInputs(schema, ctx.inputs);
  const checked: RuleContext = { ...ctx, inputs };
  const entries = isJsonObject(schema['x-rules']) ? Object.values(schema['x-rules']) : [];
  return entries.flatMap((entry) => {
    if (!isJsonObject(entry) || typeof entry.rule !== 'string') throw new Error('Malformed x-rules entry');
    const definition = registry[entry.rule];
    if (!definition) throw new Error(`Unknown rule "${entry.rule}"`);
    const undeclared = (definition.reads ?? []).find((name) => inputs[name] === undefined);
    if (undeclared) {
      throw new RuntimeInputError(formIdOf(schema), undeclared, 'undeclared', `is read by rule "${entry.rule}" but the form does not declare it in x-inputs`);
    }
    return definition.run(data, isJsonObject(entry.params) ? entry.params : {}, checked);
  });
}
