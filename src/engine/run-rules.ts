import { isJsonObject } from './is-json-object';
import type { JsonObject } from './json-value';
import type { RuleContext } from './rules/rule';
import type { RuleDefinition } from './rules/rule-definition';
import { RULE_REGISTRY } from './rules/rule-registry';
import type { ValidationIssue } from './validation-issue';

/**
 * Runs the schema's root `x-rules` (keyed by rule instance name, so overlays can patch one rule)
 * against the data. An unknown rule name throws (the content check catches it first).
 */
export function runRules(
  schema: JsonObject,
  data: Record<string, unknown>,
  ctx: RuleContext,
  registry: Readonly<Record<string, RuleDefinition>> = RULE_REGISTRY,
): ValidationIssue[] {
  const entries = isJsonObject(schema['x-rules']) ? Object.values(schema['x-rules']) : [];
  return entries.flatMap((entry) => {
    if (!isJsonObject(entry) || typeof entry.rule !== 'string') throw new Error('Malformed x-rules entry');
    const definition = registry[entry.rule];
    if (!definition) throw new Error(`Unknown rule "${entry.rule}"`);
    return definition.run(data, isJsonObject(entry.params) ? entry.params : {}, ctx);
  });
}
